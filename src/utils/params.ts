// Reading page parameters that anyone can write into an address: decoding never throws, a number is
// always a number, and a return address is only ever a path of this app (never another site, never a
// script).

import { decodeParam } from '../../common/params'

// decodeParam and numberParam are shared with the server's first screens (common/params.ts)
export { decodeParam, numberParam } from '../../common/params'

/** A return address for after login: a path on this app ('/NewsDetail?…', '/packages/…'), else '' (home). */
export function appPath(address: string | undefined): string {
  const a = decodeParam(address).trim()
  // '//host' and '/\host' are other sites to a browser
  return /^\/(?![/\\])/.test(a) ? a : ''
}
