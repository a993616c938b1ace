// A story's comments (hot ones, the paged list, the total) and a thread's replies, with what a reader
// does to them: like and unlike, delete their own (asked first, then reloaded after 1 s).
import Taro from '@tarojs/taro'
import { makeObservable, observable, runInAction, action } from 'mobx'
import type { Comment } from '@types-api/interaction'
import { deleteComment, fetchComment, fetchComments, fetchReplies, likeComment, LIST_PAGE_SIZE, publishComment, type CommentTarget } from '../services/interactions'
import { errorMessage } from '../utils/errors'
import { PagedList } from './paged-list'
import { Resource } from './resource'
import { requireLogin } from './login-guard'
import { router } from '../platform/router'
import { confirm, toast } from '../utils/toast'
import { COMMENT_TEXT, RELOAD_AFTER_DELETE_MS } from '../utils/interaction-text'
import { ApiError } from '../utils/errors'
import { tellLikeRefused } from '../utils/answers'
import * as ERRORS from '../../types/errors'

/** A story's comments changed (published, deleted): views of that story reload theirs. */
export const COMMENTS_CHANGED = 'commentsChanged'
export interface CommentsChangedEvent {
  newsId: number
  /** 'bang': a BangBang answer's or question's comments (their ids are not stories') */
  from?: 'bang'
  /** the story's visible comments now, when known */
  total?: number
}

/** What every comment view does; subclasses say which copies of a comment they hold. */
abstract class CommentView {
  private liking = new Set<number>()

  constructor(readonly story: CommentTarget) {}

  /** every copy of the comment on screen (it may be in the hot list and the list, or under its thread) */
  protected abstract copies(id: number): Comment[]
  abstract reload(): Promise<void>

  /** Likes the comment, or takes the like back: the count follows the server's. */
  async like(c: Comment): Promise<void> {
    if (!requireLogin() || this.liking.has(c.id)) return
    this.liking.add(c.id)
    try {
      const res = await likeComment(this.story, c.id)
      if (res.statusCode === 200 && res.data) {
        const { voteType, likeNum } = res.data
        runInAction(() => {
          for (const copy of this.copies(c.id)) {
            copy.isDoLike = voteType
            copy.hasDoLike = voteType === 1
            copy.zcNum = likeNum
          }
        })
      } else if (this.story.from !== 'bang') {
        // (BangBang's comment likes ignore a refusal silently: community-side spec §8)
        tellLikeRefused(res)
      }
    } catch (err) {
      if (this.story.from !== 'bang') toast(errorMessage(err))
    } finally {
      this.liking.delete(c.id)
    }
  }

  /**
   * Deletes the reader's own comment after asking; 1 s after 删除成功！ the page is reloaded (the spec:
   * "page reloads after 1 s"), the story's other views told first.
   */
  async remove(c: Comment): Promise<boolean> {
    if (!requireLogin()) return false
    if (!(await confirm({ title: COMMENT_TEXT.confirmTitle, content: COMMENT_TEXT.confirmDelete }))) return false
    try {
      await deleteComment(this.story, c.id)
    } catch (err) {
      // (BangBang's comment deletes ignore a refusal silently: community-side spec §8)
      if (this.story.from !== 'bang') toast(errorMessage(err))
      return false
    }
    toast(COMMENT_TEXT.deleted)
    await new Promise(resolve => setTimeout(resolve, RELOAD_AFTER_DELETE_MS))
    Taro.eventCenter.trigger(COMMENTS_CHANGED, { newsId: this.story.id, from: this.story.from } satisfies CommentsChangedEvent)
    router.refresh()
    return true
  }

  /** Reloads when the story's comments change in another view; returns the way to stop. */
  follow(): () => void {
    const handler = (e: CommentsChangedEvent) => {
      if (e.newsId === this.story.id && e.from === this.story.from) void this.reload()
    }
    Taro.eventCenter.on(COMMENTS_CHANGED, handler)
    return () => Taro.eventCenter.off(COMMENTS_CHANGED, handler)
  }
}

/** A story's comments: hot ones and the total come with the first page. */
export class StoryComments extends CommentView {
  hot: Comment[] = []
  total = 0
  readonly list: PagedList<Comment>

  constructor(story: CommentTarget) {
    super(story)
    this.list = new PagedList<Comment>(async page => {
      // an address with no story in it asks the server nothing (and says what the server would)
      if (!(story.id > 0)) throw new ApiError({ statusCode: 404, message: ERRORS.storyGone, data: null })
      const data = await fetchComments(story, page)
      if (page === 1) runInAction(() => { this.hot = data.hot; this.total = data.total })
      return { items: data.list, hasMore: data.hasMore }
    })
    makeObservable(this, { hot: observable, total: observable })
  }

  protected copies(id: number): Comment[] {
    return [...this.hot, ...this.list.items].flatMap(c => [c, ...c.subComments]).filter(c => c.id === id)
  }

  async reload(): Promise<void> {
    await this.list.refresh()
  }
}

/** One thread: its head comment and its replies, oldest first. */
export class ThreadComments extends CommentView {
  head: Comment | null = null
  error = ''
  readonly replies: PagedList<Comment>

  constructor(story: CommentTarget, readonly rootId: number) {
    super(story)
    this.replies = new PagedList<Comment>(async page => ({ items: await fetchReplies(story, rootId, page) }), LIST_PAGE_SIZE)
    makeObservable(this, { head: observable, error: observable, loadHead: action })
  }

  async loadHead(): Promise<void> {
    this.error = ''
    try {
      const head = await fetchComment(this.story, this.rootId)
      runInAction(() => { this.head = head })
    } catch (err) {
      runInAction(() => { this.error = errorMessage(err) })
    }
  }

  protected copies(id: number): Comment[] {
    return [...(this.head ? [this.head] : []), ...this.replies.items].filter(c => c.id === id)
  }

  async reload(): Promise<void> {
    await Promise.all([this.loadHead(), this.replies.refresh()])
  }
}

/** the comment a reply answers: its id, and where it sits in its thread */
export interface ReplyTarget {
  plId: number
  grandPid: number
  pId: number
}

/**
 * Writing a comment or, with `target`, a reply (whose comment is quoted): the text, one send at a
 * time, the text kept when the server refuses it; views of the story are told when it is published.
 */
export class CommentDraft {
  text = ''
  busy = false
  /** the comment answered, quoted above the text */
  readonly answered: Resource<Comment> | null

  constructor(readonly story: CommentTarget, private readonly target?: ReplyTarget) {
    this.answered = target ? new Resource(() => fetchComment(story, target.plId)) : null
    makeObservable(this, { text: observable, busy: observable, setText: action })
  }

  setText(text: string): void {
    this.text = text
  }

  /** Sends it in the reader's `region` (login asked first); true once it is published. */
  async publish(region: string): Promise<boolean> {
    if (this.busy || !requireLogin()) return false
    const sayText = this.text.trim()
    if (!sayText) {
      toast(ERRORS.commentEmpty)
      return false
    }
    runInAction(() => { this.busy = true })
    try {
      const published = await publishComment({ ...this.story, sayText, region, ...this.target })
      toast(published.data?.underReview ? COMMENT_TEXT.held : COMMENT_TEXT.published)
      Taro.eventCenter.trigger(COMMENTS_CHANGED, { newsId: this.story.id, from: this.story.from } satisfies CommentsChangedEvent)
      return true
    } catch (err) {
      toast(errorMessage(err))
      runInAction(() => { this.busy = false })
      return false
    }
  }
}
