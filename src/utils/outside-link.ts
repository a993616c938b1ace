// Where an outside address may go (issue 9, open redirects): only web addresses at all, and straight
// through only to the newspaper's own origins (the global config's allowedOrigins); anything else is
// shown first, on a page that says the reader is leaving 上游新闻.

export type OutsideLink = { kind: 'invalid' } | { kind: 'trusted'; url: string } | { kind: 'leaving'; url: string; host: string }

export function classifyOutsideLink(address: string, allowedOrigins: readonly string[]): OutsideLink {
  let url: URL
  try {
    url = new URL(address.trim())
  } catch {
    return { kind: 'invalid' }
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'invalid' }
  // a user name or password in the address (http://news.cqcb.com@evil.example) hides the real host
  if (url.username || url.password) return { kind: 'leaving', url: url.href, host: url.host }
  return allowedOrigins.includes(url.origin) ? { kind: 'trusted', url: url.href } : { kind: 'leaving', url: url.href, host: url.host }
}
