// 作文's pure rules on the phone: the practice check of /testcomposition (lengths by grade band, paragraphs,
// sentences, the longest sentence, repeated phrases, each note in words) and the sentences a teacher can mark.
import { LONG_SENTENCE, PRACTICE_LENGTHS, practiceCheck } from '../../common/practice'
import { sentencesOf } from '../../src/stores/composition-flow'

describe('the practice check', () => {
  it('counts characters without spaces and punctuation, paragraphs, sentences and the longest one', () => {
    const c = practiceCheck('春天来了。\n\n小草绿了，花儿开了！\n燕子飞回来了？', 'lower')
    expect(c).toMatchObject({ characters: 18, paragraphs: 3, sentences: 3, longestSentence: 8, expected: PRACTICE_LENGTHS.lower, lengthOk: false })
    expect(c.notes[0]).toBe('小学低段的作文一般50～300字，现在18字，可以把事情的经过和自己的感受写得更具体。')
  })

  it('says when a text is within its band, too long, or a sentence runs on', () => {
    const within = practiceCheck(`${'我'.repeat(300)}。\n${'你'.repeat(10)}。\n${'他'.repeat(10)}。`, 'middle')
    expect(within.lengthOk).toBe(true)
    expect(within.notes).toEqual(['320字，在小学中段常见的250～500字之间。', `最长的一句有300字，试着拆成两三句。`])
    expect(300).toBeGreaterThan(LONG_SENTENCE)
    const long = practiceCheck('好'.repeat(1600), 'senior')
    expect(long.notes[0]).toBe('高中的作文一般800～1500字，现在1600字，读一遍，看看哪些句子可以删去。')
  })

  it('finds a phrase used three times or more, once however it overlaps, and not a phrase used twice', () => {
    const c = practiceCheck('我们一起去公园。我们一起去划船。我们一起去放风筝。他们很开心，他们很开心。', 'middle')
    expect(c.repeated).toEqual([{ phrase: '我们一起', times: 3 }])
    expect(c.notes).toContain('“我们一起”出现了3次，可以换个说法。')
  })

  it('says nothing is written for an empty text', () => {
    expect(practiceCheck('  \n ', 'upper')).toMatchObject({ characters: 0, paragraphs: 0, sentences: 0, notes: ['还没有写内容。'] })
  })
})

describe('the sentences a teacher marks', () => {
  it('cuts after 。！？… and line ends, keeps closing quotes, and leaves out scraps and run-ons', () => {
    expect(sentencesOf('外婆说：“慢慢来。”我点点头！风吹过来了……\n你好。')).toEqual(['外婆说：“慢慢来。”', '我点点头！', '风吹过来了……'])
  })
})
