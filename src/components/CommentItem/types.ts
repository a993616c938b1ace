import type { Comment } from '@types-api/interaction'

/** What a reader can do to a comment; pages wire these to their comment store. */
export interface CommentActions {
  like(c: Comment): void
  reply(c: Comment): void
  remove(c: Comment): void
  report(c: Comment): void
  /** the thread's page (all replies) */
  openThread(c: Comment): void
}

export interface CommentItemProps {
  comment: Comment
  actions: CommentActions
  /** on a thread page the replies are listed on their own, not under the comment */
  showReplies?: boolean
}
