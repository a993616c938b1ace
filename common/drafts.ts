// Where the app keeps what a reader is writing (src/stores/draft.ts), shared with the server's first screen of a
// form, which is drawn for a reader with no draft of it on the phone: the page's inline check marks one who has
// (server/src/content/reader-check.ts).

/** the storage key of a draft: under the signed-in reader's id, or `visitor` */
export const draftStorageKey = (who: string, key: string): string => `draft:${who}:${key}`

/** every form's draft, by one name each (the stored names are kept as they were, so no draft is lost) */
export const DRAFTS = {
  /** a question to 问答 (/BangBang/QA/ask) */
  ask: 'qaDraft',
  /** a question to 渝农's 乡村帮帮 */
  ruralAsk: 'ruralQaDraft',
  /** an answer to a question (/BangBang/QA/reply: one draft, for the question it names) */
  answer: 'qaAnswerDraft',
  /** a question to a department (/BangBang/politics/commit) */
  politics: 'politicsDraft',
  /** a complaint to 直播带货投诉平台 */
  complaint: 'complaintDraft',
  discover: 'discoverDraft',
  /** a post to 渝农's 农民说 */
  farmerTalk: 'farmerTalkDraft',
  identity: 'identityDraft',
  /** a new composition not yet saved on the server (a saved one is edited from its server copy) */
  composition: 'compositionDraft',
  /** a 社区 or 曝光台 post */
  post: (kind: string) => `postDraft-${kind}`,
} as const
