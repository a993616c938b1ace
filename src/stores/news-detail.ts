// One story's detail as a page shows it: loading, loaded, or failed with a retry; and its like.
import Taro from '@tarojs/taro'
import { makeAutoObservable, observable, runInAction } from 'mobx'
import type { NewsDetail, NewsItem } from '@types-api/news'
import { bootedNewsDetail, fetchNewsDetail, fetchNewsDetailFromCms } from '../services/news'
import { fetchRelated, likeStory, LIST_PAGE_SIZE, type CommentTarget } from '../services/interactions'
import { PagedList, listPages } from './paged-list'
import { errorMessage } from '../utils/errors'
import { requireLogin } from './login-guard'
import { toast } from '../utils/toast'

import { tellLikeRefused } from '../utils/answers'
import * as ERRORS from '../../types/errors'

/** Another view of the same story liked it (spec §4: the state flips and the count moves by 1). */
export const CHANGE_LIKE = 'changeLike'
export interface ChangeLikeEvent {
  newsId: number
  isDoLike: 0 | 1
  /** the store that sent it (it does not listen to itself) */
  from: NewsDetailStore
}

/** where the detail comes from: the news API, or the legacy CMS controller (NewsDetailWeb) */
export type DetailSource = 'news' | 'cms'

export class NewsDetailStore {
  detail: NewsDetail | null = null
  loading = false
  error = ''
  liking = false

  /** `preview`: the token of the newsroom's preview link (the story as last saved, published or not) */
  constructor(readonly classId: number, readonly newsId: number, private readonly source: DetailSource = 'news', readonly preview = '') {
    // the story the page came with (H5, a visitor): shown at once, not asked for again
    if (source === 'news' && !preview) this.detail = bootedNewsDetail(classId, newsId) ?? null
    // the story's own fields change (like, comment count); what it holds (related news, images) does not
    makeAutoObservable<NewsDetailStore, 'source'>(this, { classId: false, newsId: false, source: false, preview: false, detail: observable.shallow })
  }

  /** Loads the story unless it is here already. */
  ensure(): Promise<void> {
    return this.detail ? Promise.resolve() : this.load()
  }

  get story() {
    return { classId: this.classId, id: this.newsId }
  }

  async load(): Promise<void> {
    // an address with no story in it ('newsId=abc', none at all) asks the server nothing
    if (!(this.newsId > 0)) {
      this.error = ERRORS.storyGone
      return
    }
    this.loading = true
    this.error = ''
    try {
      const detail = this.source === 'cms'
        ? await fetchNewsDetailFromCms(this.classId, this.newsId)
        : await fetchNewsDetail(this.classId, this.newsId, this.preview)
      runInAction(() => { this.detail = detail })
    } catch (err) {
      runInAction(() => { this.error = errorMessage(err) })
    } finally {
      runInAction(() => { this.loading = false })
    }
  }

  /** The comment count after a comment was published or deleted elsewhere. */
  setCommentCount(count: number): void {
    if (this.detail) this.detail.commentCount = count
  }

  /** Likes the story: once (a second like says so and makes no call), never unliked. */
  async like(): Promise<void> {
    const d = this.detail
    if (!d || this.liking) return
    if (!requireLogin()) return
    if (d.isDoLike) {
      toast(ERRORS.likedAlready)
      return
    }
    this.liking = true
    try {
      const res = await likeStory(this.story)
      if (res.statusCode === 200) {
        toast(res.message)
        runInAction(() => this.applyLike(res.data?.likeNum ?? d.doLikeNum + 1))
        Taro.eventCenter.trigger(CHANGE_LIKE, { newsId: this.newsId, isDoLike: 1, from: this } satisfies ChangeLikeEvent)
      } else {
        tellLikeRefused(res)
      }
    } catch (err) {
      toast(errorMessage(err))
    } finally {
      runInAction(() => { this.liking = false })
    }
  }

  private applyLike(count: number): void {
    if (!this.detail) return
    this.detail.isDoLike = 1
    this.detail.doLikeNum = count
  }

  /** Follows likes made in other views of this story; returns the way to stop. */
  followLikes(): () => void {
    const handler = (e: ChangeLikeEvent) => {
      const d = this.detail
      if (e.from === this || e.newsId !== this.newsId || !d || d.isDoLike === e.isDoLike) return
      runInAction(() => {
        d.isDoLike = e.isDoLike
        d.doLikeNum = Math.max(0, d.doLikeNum + (e.isDoLike ? 1 : -1))
      })
    }
    Taro.eventCenter.on(CHANGE_LIKE, handler)
    return () => Taro.eventCenter.off(CHANGE_LIKE, handler)
  }
}

/** stories related to a video, for as long as its page is open (not kept: every video has its own) */
export const relatedList = (story: CommentTarget) =>
  new PagedList<NewsItem>(listPages(page => fetchRelated(story, page)), LIST_PAGE_SIZE, { deep: false })
