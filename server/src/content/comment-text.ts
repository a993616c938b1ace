// What a reader types (a comment, a question, an answer) becomes plain text: no markup, no control
// characters, tidy whitespace, and a length limit counted in characters as a reader counts them.
export const COMMENT_MAX_CHARS = 500

/** Drops tags until none is left: one pass over '<scr<script>ipt>' would leave a new '<script>'. */
function dropTags(text: string): string {
  let out = text
  for (let i = 0; i < 20; i++) {
    const next = out.replace(/<!--[\s\S]*?-->/g, '').replace(/<[!?][^<>]*>/g, '').replace(/<\/?[a-zA-Z][^<>]*>/g, '')
    if (next === out) break
    out = next
  }
  // what is left of a broken tag ('<![CDATA[<]]>', '<scr' …) is shown as the character, never as markup
  return out.replace(/<(?=[a-zA-Z!?/])/g, '＜')
}

/** The stored form of a reader's text, or why it cannot be stored: nothing left, or over `maxChars`. */
export function cleanText(raw: string, maxChars: number): { text: string } | { problem: 'empty' | 'tooLong' } {
  const visible = raw.normalize('NFC')
    // control and invisible formatting characters (keeps line breaks and emoji joiners); first, so that
    // removing one cannot join the halves of a tag
    .replace(/[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u200B\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g, '')
  // markup is not rendered anywhere; tags are dropped rather than shown as code
  const text = dropTags(visible)
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\u3000]+/g, m => (m.includes('\u3000') ? '\u3000' : ' '))
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
  if (!text) return { problem: 'empty' }
  if ([...text].length > maxChars) return { problem: 'tooLong' }
  return { text }
}
