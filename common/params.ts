// A page's address parameters as the app reads them (src/utils/params.ts), shared with what the route table
// works out from them (common/subchannel.ts) and the server's first screens (server/src/content/first-paint.ts).

/** a parameter's value decoded once more (a value passed encoded); a malformed one ('%E4', '%zz') as it came, never a throw */
export function decodeParam(value: string | undefined): string {
  if (!value) return ''
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
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
