// Prints the XSS corpus after the server's article sanitiser, as JSON (for the browser layers, whose
// jsdom environments cannot load TypeScript themselves).
import { sanitizeArticleHtml } from '../../server/src/content/sanitize'
// eslint-disable-next-line @typescript-eslint/no-var-requires
const { XSS_PAYLOADS } = require('./xss-payloads') as { XSS_PAYLOADS: string[] }

process.stdout.write(JSON.stringify(XSS_PAYLOADS.map(p => sanitizeArticleHtml(p))))
