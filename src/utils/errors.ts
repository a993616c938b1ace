// What a failed call means to the reader: a message to show, and what the server said with a refusal.
import { ApiError, NETWORK_FAILED, RequestError, isEnvelope } from '../services/request'

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
