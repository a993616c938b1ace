// The account errors a reader sees (Chinese, each names what to do), as envelope errors.
import { ApiError } from '../../answer'

/** business failures answer HTTP 200 with their own code, like the rest of the API's outcomes */
const fail = (message: string, statusCode = 400) => new ApiError(statusCode === 429 ? 429 : 400, message, statusCode)

export const authError = {
  bad: (message: string) => fail(message),
  tooMany: (message: string) => fail(message, 429),
}
