// The answer envelope { statusCode, message, data } and the errors that map onto it: every layer's
// (services throw these; the app's error handler writes them).
import type { Envelope } from '../../types/api/common'

export function ok<T>(data: T, message = 'success'): Envelope<T> {
  return { statusCode: 200, message, data }
}

/** a page of a list as every list call answers it: `{ list, hasMore }` */
export function listAnswer<T>(page: { items: T[]; hasMore: boolean }): Envelope<{ list: T[]; hasMore: boolean }> {
  return ok({ list: page.items, hasMore: page.hasMore })
}

/**
 * An error answered as an envelope: `status` is the HTTP status, `statusCode` the body's code. It is an
 * answer, not a fault: it carries no stack trace (capturing one was a tenth of a refused request's time).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly statusCode: number = status,
    readonly data: unknown = null,
  ) {
    const limit = Error.stackTraceLimit
    Error.stackTraceLimit = 0
    super(message)
    Error.stackTraceLimit = limit
  }
}

export const badRequest = (message: string) => new ApiError(400, message)
export const notFound = (message: string) => new ApiError(404, message)

export const forbidden = (message: string) => new ApiError(403, message)
/** too many tries or requests (HTTP 429, and 429 in the body) */
export const tooMany = (message: string) => new ApiError(429, message)
