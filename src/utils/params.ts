// Reading page parameters that anyone can write into an address: decoding never throws, a number is
// always a number, and a return address is only ever a path of this app (never another site, never a
// script).

/** decodeURIComponent that answers a malformed value ('%E4', '%zz') as it came instead of throwing */
export function decodeParam(value: string | undefined): string {
  if (!value) return ''
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/** A return address for after login: a path on this app ('/NewsDetail?…', '/packages/…'), else '' (home). */
export function appPath(address: string | undefined): string {
  const a = decodeParam(address).trim()
  // '//host' and '/\host' are other sites to a browser
  return /^\/(?![/\\])/.test(a) ? a : ''
}

/**
 * A number from the address ('12', '-100000'); 0 for anything else ('abc', '', '1e999', missing). Never
 * NaN: a NaN id would make a new store at every render (Preact's hooks compare their inputs with !==,
 * and NaN !== NaN), each asking the server again, without end.
 */
export function numberParam(value: string | undefined): number {
  const n = Number(value)
  return Number.isSafeInteger(n) ? n : 0
}
