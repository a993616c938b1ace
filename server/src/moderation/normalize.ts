// Text as the word filter reads it: full-width forms folded to half-width (NFKC), Latin letters lower-cased,
// traditional characters read as simplified, and everything that is not a letter or a digit dropped, so
// that 賭 博, ｄｕｂｏ and 赌.博 all read as the word they spell. `at[i]` is where the i-th character of
// the result came from in the original text (replacing a match masks the original's characters).
import * as OpenCC from 'opencc-js'

const toSimplified = OpenCC.Converter({ from: 'tw', to: 'cn' })
const simplifiedChar = new Map<string, string>()

function simplified(ch: string): string {
  let s = simplifiedChar.get(ch)
  if (s === undefined) {
    const converted = toSimplified(ch)
    // one character in, one out: a phrase conversion never applies to a single character
    s = [...converted].length === 1 ? converted : ch
    simplifiedChar.set(ch, s)
  }
  return s
}

const KEEP = /[\p{L}\p{N}]/u

export interface Normalized {
  text: string
  /** for each code point of `text`, the index (in UTF-16 units) of the original code point it came from */
  at: number[]
  /** for each code point of `text`, the length (in UTF-16 units) of that original code point */
  width: number[]
}

export function normalize(original: string): Normalized {
  let text = ''
  const at: number[] = []
  const width: number[] = []
  let index = 0
  for (const ch of original) {
    for (const folded of ch.normalize('NFKC').toLowerCase()) {
      if (!KEEP.test(folded)) continue
      text += simplified(folded)
      at.push(index)
      width.push(ch.length)
    }
    index += ch.length
  }
  return { text, at, width }
}

/** a word as the filter stores it: read the same way as the texts it is looked for in */
export const normalizeWord = (word: string): string => normalize(word).text

/** one topic per name: width, case and spaces folded */
export const topicKey = (title: string) => normalizeWord(title).replace(/\s+/g, '')
