// How hot a question is: its engagement on a log scale, aged (a day of age weighs as much as ten times
// the engagement), so a popular question sinks below the newer ones that outrun it.
export const HOT_DECAY_MS = 86_400_000

export function hotScore(q: { view_num: number; answer_num: number; like_num: number; created_at: number }): number {
  return Math.log10(1 + q.view_num + 5 * q.answer_num + 3 * q.like_num) + q.created_at / HOT_DECAY_MS
}
