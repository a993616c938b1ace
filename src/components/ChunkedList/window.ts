// Which chunks of a long list to render: those near the viewport, and any not measured yet.

/** render this many screen heights above and below the viewport */
export const WINDOW_ABOVE = 2
export const WINDOW_BELOW = 3

export interface WindowInput {
  /** measured height per chunk (undefined: not measured yet) */
  heights: (number | undefined)[]
  /** the list's top in page coordinates */
  listTop: number
  scrollTop: number
  viewportHeight: number
}

/** Indices of the chunks to render in full; the others become placeholders of their measured height. */
export function chunksToRender({ heights, listTop, scrollTop, viewportHeight }: WindowInput): Set<number> {
  const from = scrollTop - WINDOW_ABOVE * viewportHeight
  const to = scrollTop + (WINDOW_BELOW + 1) * viewportHeight
  const out = new Set<number>()
  let top = listTop
  heights.forEach((h, i) => {
    if (h === undefined || (top + h >= from && top <= to)) out.add(i)
    top += h ?? 0
  })
  return out
}

export function sameSet(a: Set<number>, b: Set<number>): boolean {
  if (a.size !== b.size) return false
  for (const x of a) if (!b.has(x)) return false
  return true
}
