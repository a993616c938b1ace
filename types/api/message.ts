// Messages to a reader about what they wrote (docs/api.md, Messages).

export interface Message {
  id: number
  /** politics (their question moved or was answered) | comment-reply (someone answered their comment) | qa (their question was answered, or put to them) | bang-comment (someone commented on their answer or answered their comment in BangBang) | identity (their identity application was decided) | community (their 社区 post was answered or solved, their exposure followed up) */
  kind: string
  title: string
  body: string
  /** where it leads in the app: a route name and its params ('' when nowhere) */
  route: string
  params: Record<string, string | number>
  time: string
  read: boolean
}
