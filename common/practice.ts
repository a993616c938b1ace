// /testcomposition (作文自查): a practice composition's instant, transparent check, worked out on the phone
// and never sent or stored. It counts what a teacher would count first — characters, paragraphs, sentences,
// the longest sentence — against the grade band's usual length (the curriculum standard's 课标 figures,
// rounded), and finds phrases of four or more characters used three times or more. Each note says what it
// measured and why; it judges no content.
import { GRADE_BANDS, type GradeBand, type PracticeCheck } from '../types/api/composition'

/** 作文自查's words (its page, and the server's first screen of it: server/src/content/first-paint.ts) */
export const PRACTICE_TEXT = {
  intro: '把练习的作文贴在这里，马上看看字数、段落和重复的词句。内容只在你的手机上检查，不会上传或保存。',
  band: '学段',
  placeholder: '在这里输入或粘贴作文',
  check: '检查',
  figures: (c: PracticeCheck) => [`${c.characters}字`, `${c.paragraphs}段`, `${c.sentences}句`, `最长一句${c.longestSentence}字`],
  expected: (c: PracticeCheck) => `本学段常见篇幅：${c.expected[0]}～${c.expected[1]}字`,
  contribute: '写好了，去投稿',
} as const

/** the grade band the page opens at */
export const PRACTICE_START_BAND: GradeBand = 'middle'

/** the usual length of a composition, in characters, by grade band (课程标准's expectations, rounded) */
export const PRACTICE_LENGTHS: Record<GradeBand, [number, number]> = {
  lower: [50, 300],
  middle: [250, 500],
  upper: [400, 800],
  junior: [500, 1000],
  senior: [800, 1500],
}
/** a sentence longer than this is worth reading aloud once more */
export const LONG_SENTENCE = 60
const PHRASE = 4
const REPEATS = 3

const countable = (text: string) => [...text.replace(/[\s\p{P}\p{S}]/gu, '')]

export function practiceCheck(text: string, band: GradeBand): PracticeCheck {
  const characters = countable(text).length
  const paragraphs = text.split(/\n+/).filter(p => p.trim()).length
  const sentences = text.split(/[。！？!?…]+|\n+/).map(s => s.trim()).filter(s => countable(s).length > 0)
  const longestSentence = Math.max(0, ...sentences.map(s => countable(s).length))
  const expected = PRACTICE_LENGTHS[band]
  const lengthOk = characters >= expected[0] && characters <= expected[1]
  // phrases of PHRASE characters within a sentence, counted; a longer repeat shows as its first phrase only
  const seen = new Map<string, number>()
  for (const s of sentences) {
    const chars = countable(s)
    const inThis = new Set<string>()
    for (let i = 0; i + PHRASE <= chars.length; i++) inThis.add(chars.slice(i, i + PHRASE).join(''))
    for (const p of inThis) seen.set(p, (seen.get(p) ?? 0) + 1)
  }
  const repeated: { phrase: string; times: number }[] = []
  for (const [phrase, times] of [...seen.entries()].filter(([, n]) => n >= REPEATS).sort((a, b) => b[1] - a[1])) {
    // one of overlapping phrases (我们一起 / 们一起去) is enough
    if (!repeated.some(r => overlaps(r.phrase, phrase))) repeated.push({ phrase, times })
    if (repeated.length >= 5) break
  }
  const notes: string[] = []
  const label = GRADE_BANDS[band].label
  if (characters === 0) notes.push('还没有写内容。')
  else if (characters < expected[0]) notes.push(`${label}的作文一般${expected[0]}～${expected[1]}字，现在${characters}字，可以把事情的经过和自己的感受写得更具体。`)
  else if (characters > expected[1]) notes.push(`${label}的作文一般${expected[0]}～${expected[1]}字，现在${characters}字，读一遍，看看哪些句子可以删去。`)
  else notes.push(`${characters}字，在${label}常见的${expected[0]}～${expected[1]}字之间。`)
  if (characters > 0 && paragraphs < 3) notes.push(`只有${paragraphs}段：开头、经过、结尾分开写，读起来更清楚。`)
  if (longestSentence > LONG_SENTENCE) notes.push(`最长的一句有${longestSentence}字，试着拆成两三句。`)
  for (const r of repeated) notes.push(`“${r.phrase}”出现了${r.times}次，可以换个说法。`)
  return { characters, paragraphs, sentences: sentences.length, expected, lengthOk, repeated, longestSentence, notes }
}

function overlaps(a: string, b: string): boolean {
  const x = [...a]
  const y = [...b]
  for (let k = 1; k < PHRASE; k++) if (x.slice(k).join('') === y.slice(0, PHRASE - k).join('') || y.slice(k).join('') === x.slice(0, PHRASE - k).join('')) return true
  return false
}
