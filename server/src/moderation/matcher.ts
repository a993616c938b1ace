// Finding every listed word in a text at once (Aho–Corasick over code points): the cost is the text's
// length, however long the word list grows.
export interface Match<T> {
  /** code-point offsets in the searched text, end exclusive */
  start: number
  end: number
  value: T
}

interface Node<T> {
  next: Map<string, number>
  fail: number
  /** words ending here: their length in code points and their value */
  out: { length: number; value: T }[]
}

export class WordMatcher<T> {
  private readonly nodes: Node<T>[] = [{ next: new Map(), fail: 0, out: [] }]

  constructor(words: Iterable<[word: string, value: T]>) {
    for (const [word, value] of words) this.add(word, value)
    this.link()
  }

  private add(word: string, value: T): void {
    const chars = [...word]
    if (chars.length === 0) return
    let state = 0
    for (const ch of chars) {
      let next = this.nodes[state].next.get(ch)
      if (next === undefined) {
        next = this.nodes.push({ next: new Map(), fail: 0, out: [] }) - 1
        this.nodes[state].next.set(ch, next)
      }
      state = next
    }
    this.nodes[state].out.push({ length: chars.length, value })
  }

  private link(): void {
    const queue: number[] = []
    for (const child of this.nodes[0].next.values()) queue.push(child)
    while (queue.length > 0) {
      const state = queue.shift()!
      for (const [ch, child] of this.nodes[state].next) {
        let f = this.nodes[state].fail
        while (f !== 0 && !this.nodes[f].next.has(ch)) f = this.nodes[f].fail
        const target = this.nodes[f].next.get(ch)
        this.nodes[child].fail = target !== undefined && target !== child ? target : 0
        this.nodes[child].out.push(...this.nodes[this.nodes[child].fail].out)
        queue.push(child)
      }
    }
  }

  /** every occurrence of every word, overlapping ones included */
  find(text: string): Match<T>[] {
    const found: Match<T>[] = []
    let state = 0
    let i = 0
    for (const ch of text) {
      while (state !== 0 && !this.nodes[state].next.has(ch)) state = this.nodes[state].fail
      state = this.nodes[state].next.get(ch) ?? 0
      for (const o of this.nodes[state].out) found.push({ start: i + 1 - o.length, end: i + 1, value: o.value })
      i++
    }
    return found
  }
}
