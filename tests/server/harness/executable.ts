// What in a piece of HTML could run, for the XSS tests (tests/server/harness/xss.test.ts and the H5
// page's first screen in tests/server/first-screen.test.ts).
import { JSDOM, VirtualConsole } from 'jsdom'

const SCRIPT_URL = /^\s*(javascript|vbscript|data|livescript):/i
const URL_ATTRS = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'background', 'poster', 'srcdoc', 'lowsrc', 'dynsrc'])
const EXECUTABLE_TAGS = new Set(['script', 'iframe', 'object', 'embed', 'frame', 'frameset', 'base', 'meta', 'link', 'form', 'svg', 'math', 'style', 'template'])

/**
 * What in a piece of HTML could run, parsed the way a browser parses it (jsdom follows the HTML
 * standard, mutation tricks included): script-like elements, event attributes, script URLs. A parsed
 * document must be as parsed: a script that ran in it could have changed it (jsdom runs none by default).
 */
export function executable(html: string | Document): string[] {
  const found: string[] = []
  // a quiet console: jsdom reports the CSS and resources it cannot handle; a page already parsed is read as it is
  const document = typeof html === 'string' ? new JSDOM(html, { virtualConsole: new VirtualConsole() }).window.document : html
  for (const el of document.querySelectorAll('*')) {
    const name = el.localName
    if (EXECUTABLE_TAGS.has(name)) found.push(`<${name}>`)
    for (const { name: k, value: v } of el.attributes) {
      if (/^on/i.test(k)) found.push(`${name} ${k}`)
      if (URL_ATTRS.has(k.toLowerCase()) && SCRIPT_URL.test(v.replace(/[\u0000-\u0020]/g, ''))) found.push(`${name} ${k}=${v}`)
      if (k === 'style' && /expression\(|url\(\s*["']?\s*(javascript|vbscript):|(^|;)\s*behavior\s*:/i.test(v)) found.push(`${name} style`)
    }
  }
  return found
}
