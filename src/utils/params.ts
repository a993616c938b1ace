// Reading page parameters that anyone can write into an address: decoding never throws, a number is
// always a number, and a return address is only ever a path of this app (never another site, never a
// script).

import { decodeParam, numberParam } from '../../common/params'

/** decodeURIComponent that answers a malformed value ('%E4', '%zz') as it came instead of throwing */
export { decodeParam }

/** A return address for after login: a path on this app ('/NewsDetail?…', '/packages/…'), else '' (home). */
export function appPath(address: string | undefined): string {
  const a = decodeParam(address).trim()
  // '//host' and '/\host' are other sites to a browser
  return /^\/(?![/\\])/.test(a) ? a : ''
}

export { numberParam }
