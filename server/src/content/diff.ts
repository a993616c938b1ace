// What changed between two versions of a text: the longest common subsequence of their units (characters
// of a title, paragraphs of an article), as runs kept, removed and added. Texts too long to compare unit by
// unit (more than MAX_CELLS pairs) are shown as one removed and one added run.

export interface DiffPart {
  op: '=' | '+' | '-'
  text: string
}

const MAX_CELLS = 4_000_000

/** the runs turning `a` into `b`; `join` puts units of one run back together ('' for characters, '\n' for paragraphs) */
export function diffUnits(a: readonly string[], b: readonly string[], join: string): DiffPart[] {
  // the common head and tail need no table
  let head = 0
  while (head < a.length && head < b.length && a[head] === b[head]) head++
  let tail = 0
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++
  const ma = a.slice(head, a.length - tail)
  const mb = b.slice(head, b.length - tail)
  const ops: { op: DiffPart['op']; unit: string }[] = a.slice(0, head).map(unit => ({ op: '=' as const, unit }))
  if (ma.length * mb.length > MAX_CELLS) {
    ops.push(...ma.map(unit => ({ op: '-' as const, unit })), ...mb.map(unit => ({ op: '+' as const, unit })))
  } else {
    // lengths of the longest common subsequence of ma[i..] and mb[j..]
    const w = mb.length + 1
    const table = new Uint32Array((ma.length + 1) * w)
    for (let i = ma.length - 1; i >= 0; i--) {
      for (let j = mb.length - 1; j >= 0; j--) {
        table[i * w + j] = ma[i] === mb[j] ? table[(i + 1) * w + j + 1] + 1 : Math.max(table[(i + 1) * w + j], table[i * w + j + 1])
      }
    }
    let i = 0
    let j = 0
    while (i < ma.length && j < mb.length) {
      if (ma[i] === mb[j]) { ops.push({ op: '=', unit: ma[i] }); i++; j++ }
      else if (table[(i + 1) * w + j] >= table[i * w + j + 1]) ops.push({ op: '-', unit: ma[i++] })
      else ops.push({ op: '+', unit: mb[j++] })
    }
    while (i < ma.length) ops.push({ op: '-', unit: ma[i++] })
    while (j < mb.length) ops.push({ op: '+', unit: mb[j++] })
  }
  ops.push(...a.slice(a.length - tail).map(unit => ({ op: '=' as const, unit })))
  // units of one kind in a row make one run
  const parts: DiffPart[] = []
  for (const { op, unit } of ops) {
    const last = parts[parts.length - 1]
    if (last && last.op === op) last.text += join + unit
    else parts.push({ op, text: unit })
  }
  return parts
}

/** an article's paragraphs as text: one per block element or line break, markup gone */
export function paragraphs(html: string): string[] {
  return html
    .replace(/<img\b[^>]*\bsrc="([^"]*)"[^>]*>/gi, '\n[图片 $1]\n')
    .replace(/<\/(p|h[1-6]|li|blockquote|figure|figcaption)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&')
    .split('\n').map(s => s.trim()).filter(Boolean)
}

/** the text of HTML with no markup (what search reads) */
export function plainText(html: string): string {
  return paragraphs(html).join('\n')
}
