// Originality of a submitted composition (issue 26): how much of its text is found in another one.
//
// A text is reduced to its characters without spaces, punctuation or symbols and cut into overlapping
// shingles of ORIGINALITY_SHINGLE (4) characters. Its resemblance to another text is the share of its
// shingles found in the other's (containment, not Jaccard: a pupil who copies half of a long story
// resembles that story by one half, however long the story). The candidates to compare with are found
// by the database: any text that holds one of a few of the submission's longer runs of characters.
import { ORIGINALITY_SHINGLE } from '../../../types/api/composition'

const NOT_TEXT = /[\s\p{P}\p{S}]+/gu

/** the text without spaces, punctuation and symbols */
export const bare = (text: string): string => text.replace(NOT_TEXT, '')

export function shingles(text: string, n = ORIGINALITY_SHINGLE): Set<string> {
  const chars = [...bare(text)]
  const out = new Set<string>()
  if (chars.length < n) {
    if (chars.length) out.add(chars.join(''))
    return out
  }
  for (let i = 0; i + n <= chars.length; i++) out.add(chars.slice(i, i + n).join(''))
  return out
}

/** the share of `of`'s shingles found in `in_` (0–1; 0 for an empty text) */
export function containment(of: Set<string>, in_: Set<string>): number {
  if (of.size === 0) return 0
  let found = 0
  for (const s of of) if (in_.has(s)) found++
  return found / of.size
}

/**
 * Up to `count` runs of `length` characters, spread over the text, each within one stretch between
 * punctuation (so that a plain `like` finds them in the other text as it was written, whatever its markup
 * around them): the database's net for candidates.
 */
export function probes(text: string, count = 8, length = 8): string[] {
  const stretches = text.split(NOT_TEXT).filter(s => [...s].length >= length)
  const runs: string[] = []
  for (const s of stretches) {
    const chars = [...s]
    for (let i = 0; i + length <= chars.length; i += length) runs.push(chars.slice(i, i + length).join(''))
  }
  if (runs.length <= count) return runs
  const step = runs.length / count
  return Array.from({ length: count }, (_, i) => runs[Math.floor(i * step)])
}
