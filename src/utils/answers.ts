// Telling the reader why a call they made was refused.
import type { Envelope } from '@types-api/common'
import { toast } from './toast'
import * as ERRORS from '../../types/errors'

/** 301/302: the request client has already sent the reader to log in */
const LOGIN_NEEDED = [301, 302]

/** The server's own words, unless the reader is on their way to log in. */
export function tellRefusal(res: Envelope<unknown>): void {
  if (!LOGIN_NEEDED.includes(res.statusCode)) toast(res.message)
}

/** A like that did not go through: 100 says 点赞失败！ (community spec §8), anything else its own message. */
export function tellLikeRefused(res: Envelope<unknown>): void {
  if (res.statusCode === 100) toast(ERRORS.likeFailed)
  else tellRefusal(res)
}
