// What a failed call is and means to the reader: the two kinds of failure the request client raises, a
// message to show, and what the server said with a refusal. (Pure: the request client imports these.)
import type { Envelope } from '@types-api/common'
import { networkFailed } from '../../types/errors-start'

export const NETWORK_FAILED = networkFailed

/** A call that did not produce a usable envelope (HTTP error, timeout, empty body). */
export class RequestError extends Error {
  constructor(message: string, readonly status: number, readonly body?: unknown) {
    super(message)
    this.name = 'RequestError'
  }
}

/** A call answered with an envelope whose statusCode is not 200. */
export class ApiError extends Error {
  constructor(readonly envelope: Envelope<unknown>) {
    super(envelope.message)
    this.name = 'ApiError'
  }
}

export function isEnvelope(body: unknown): body is Envelope<unknown> {
  return !!body && typeof body === 'object' && 'statusCode' in (body as object)
}

/** A message fit to show the reader for any failed call. */
export function errorMessage(err: unknown): string {
  if (err instanceof ApiError || err instanceof RequestError) return err.message || NETWORK_FAILED
  return NETWORK_FAILED
}

/** The envelope's data that came with a refusal (what the server says about it), if any. */
export function errorData(err: unknown): unknown {
  if (err instanceof ApiError) return err.envelope.data
  if (err instanceof RequestError && isEnvelope(err.body)) return err.body.data
  return undefined
}
