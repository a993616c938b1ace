// Messages to a reader about what they wrote (docs/api.md, Messages).

export interface Message {
  id: number
  /** politics (their question moved or was answered) | comment-reply (someone answered their comment) */
  kind: string
  title: string
  body: string
  /** where it leads in the app: a route name and its params ('' when nowhere) */
  route: string
  params: Record<string, string | number>
  time: string
  read: boolean
}
