// The sensitive-word filter: every listed word found in the normalized text (normalize.ts), each with
// its action. The strongest action decides: block (refused, the writer is told), hold (kept for a
// moderator, shown to its writer only), replace (the word masked with *), else the text passes.
import { normalize, normalizeWord } from './normalize'
import { WordMatcher } from './matcher'

export type WordAction = 'block' | 'hold' | 'replace'
export const WORD_ACTIONS: readonly WordAction[] = ['block', 'hold', 'replace']

export interface FilterResult {
  verdict: 'pass' | WordAction
  /** the text as it is to be kept (replaced words masked) */
  text: string
  /** the listed words found, as written in the list */
  words: { word: string; action: WordAction }[]
}

const STRENGTH: Record<FilterResult['verdict'], number> = { pass: 0, replace: 1, hold: 2, block: 3 }

export class WordFilter {
  private readonly matcher: WordMatcher<{ word: string; action: WordAction }>

  constructor(words: readonly { word: string; action: WordAction }[]) {
    this.matcher = new WordMatcher(words.map(w => [normalizeWord(w.word), w] as [string, { word: string; action: WordAction }]))
  }

  check(text: string): FilterResult {
    const n = normalize(text)
    const matches = this.matcher.find(n.text)
    let verdict: FilterResult['verdict'] = 'pass'
    const words = new Map<string, { word: string; action: WordAction }>()
    for (const m of matches) {
      words.set(m.value.word, m.value)
      if (STRENGTH[m.value.action] > STRENGTH[verdict]) verdict = m.value.action
    }
    // mask the original characters of every replace word (separators inside it included)
    const spans = matches.filter(m => m.value.action === 'replace')
      .map(m => [n.at[m.start], n.at[m.end - 1] + n.width[m.end - 1]] as [number, number])
      .sort((a, b) => a[0] - b[0])
    let out = ''
    let from = 0
    for (const [start, end] of spans) {
      if (end <= from) continue
      const s = Math.max(start, from)
      out += text.slice(from, s) + '*'.repeat([...text.slice(s, end)].length)
      from = end
    }
    out += text.slice(from)
    return { verdict, text: out, words: [...words.values()] }
  }
}
