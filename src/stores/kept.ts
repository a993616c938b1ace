// What the screens show is kept for the session under a key that names it ("column 12", "topic 7"), so
// that going back shows what was loaded, and two screens showing the same data share one copy and one
// request. Screens ask for it by name (`columnList(12)`, `topicInfo(7)`); only stores build it.
const kept = new Map<string, unknown>()

/** the one `key` of the session, made by `make` the first time it is asked for */
export function keep<T>(key: string, make: () => T): T {
  if (kept.has(key)) return kept.get(key) as T
  const made = make()
  kept.set(key, made)
  return made
}

/** what is kept under `key`, if a screen has asked for it (a write refreshes only what was shown) */
export function keptAlready<T>(key: string): T | undefined {
  return kept.get(key) as T | undefined
}

/** Drops what is kept (a reader who signs out or in sees lists made for them afresh). */
export function forgetKept(): void {
  kept.clear()
}
