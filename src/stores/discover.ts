// 发现 (Discover) on the client: the feed (最新 / 最热) with the hot topics' strip, the topic list, one
// topic's page, search (hot words, topics, posts), one post in full, the like that counts once (spec §4:
// the count and state follow the server's voteType; already liked says 你已经点过赞了 and calls nothing;
// every view of a post follows a like made in another: the changeDoLike of the spec), the author's
// delete, and the post being written (text, up to 9 pictures or one video, a topic; kept as a draft).
import { makeAutoObservable, observable, runInAction } from 'mobx'
import type { DiscoverDetail, DiscoverItem, DiscoverTopic, TopicWord } from '@types-api/discover'
import { DISCOVER_CLASS_ID } from '@types-api/discover'
import {
  deleteDiscover, fetchDiscoverFeed, fetchFarmerTalk, fetchDiscoverPost, fetchHotTopics, fetchHotWords, fetchDiscoverTopic, fetchTopicPosts, likeDiscover, publishDiscover,
  reportDiscover, searchDiscover, searchTopics,
} from '../services/discover'
import type { ReportTarget } from './report'
import type { CommentTarget } from '../services/interactions'
import { errorMessage } from '../utils/errors'
import { requireLogin } from './login-guard'
import { navigate } from '../utils/navigate'
import { toast } from '../utils/toast'
import { keep, keptAlready } from './kept'
import { Resource } from './resource'
import { PagedList, listedPages } from './paged-list'
import { DRAFTS, loadDraft, saveDraft } from './draft'
import { PictureList, PICTURES_MAX, sendDraft, type SentPicture } from './pictures'
import { VideoSlot, type SentVideo } from './video'
import { removeAfterAsking } from './removal'
import * as ERRORS from '../../types/errors'
import { asTopicItem } from '../../common/discover'

export const DISCOVER_TEXT = {
  removeConfirm: '确定删除这条内容吗？删除后不可恢复',
} as const
export const DISCOVER_MAX = 1000


/** The likes made here: a post's state and count in every view follow the last one (changeDoLike). */
class DiscoverLikes {
  /** post id → its count after this reader's like */
  readonly liked = observable.map<number, number>()
  private readonly busy = new Set<number>()

  constructor() {
    makeAutoObservable<DiscoverLikes, 'busy'>(this, { busy: false })
  }

  /** the post's like as the reader should see it now */
  of(item: Pick<DiscoverItem, 'id' | 'like' | 'isDoLike'>): { liked: boolean; count: number } {
    const mine = this.liked.get(item.id)
    return mine === undefined ? { liked: item.isDoLike, count: item.like } : { liked: true, count: Math.max(mine, item.like) }
  }

  async like(item: Pick<DiscoverItem, 'id' | 'like' | 'isDoLike'>): Promise<void> {
    if (!requireLogin() || this.busy.has(item.id)) return
    const before = this.of(item)
    if (before.liked) {
      toast(ERRORS.likedAlready)
      return
    }
    this.busy.add(item.id)
    try {
      const res = await likeDiscover(item.id)
      // the count rises and the state flips only on the server's voteType, for a post not yet liked
      if (res.statusCode === 200 && res.data?.voteType && !this.of(item).liked) {
        const count = res.data.likeNum
        runInAction(() => this.liked.set(item.id, count))
      }
      toast(res.message)
    } catch (err) {
      toast(errorMessage(err))
    } finally {
      this.busy.delete(item.id)
    }
  }
}
export const discoverLikes = new DiscoverLikes()

/** the feed, 最新 or 最热 */
export const discoverFeed = (type: 'new' | 'hot') => keep(`discover-feed-${type}`, () => listedPages(page => fetchDiscoverFeed(type, page)))
/** 渝农's 农民说, 最新 or 最热 */
export const farmerTalk = (order: 'new' | 'hot') => keep(`farmer-talk-${order}`, () => listedPages(page => fetchFarmerTalk(order, page)))
/** 我要说 on 农民说: a post to it (login first) */
export function talk(): void {
  if (requireLogin()) void navigate('PublishDiscover', { section: 'rural' })
}
/** the hot topics (the feed's strip, TopicDiscover) */
export const hotTopics = () => keep('discover-topics', () => listedPages(fetchHotTopics))

/** One topic's page: the topic and its posts, newest first. */
export class TopicView {
  readonly topic: Resource<DiscoverTopic>
  readonly posts: PagedList<DiscoverItem>

  constructor(readonly id: number) {
    this.topic = new Resource(() => fetchDiscoverTopic(id), { maxAgeMs: 0 })
    this.posts = listedPages(page => fetchTopicPosts(id, page))
  }
}
export const topicView = (id: number) => keep(`discover-topic-${id}`, () => new TopicView(id))

/** search: hot words, and what a keyword finds (topics by name, posts by words) */
export const hotWords = () => keep('discover-hot-words', () => new Resource<TopicWord[]>(fetchHotWords))
export const discoverSearch = (keyword: string) => keep(`discover-search-${keyword}`, () => ({
  topics: new Resource(() => searchTopics(keyword)),
  posts: listedPages(page => searchDiscover(keyword, page)),
}))

/** after a post is published or deleted: the lists already shown load again (never-opened ones when they are) */
function postsChanged(topicId?: number | null, rural = false): void {
  if (rural) {
    for (const order of ['new', 'hot'] as const) void keptAlready<PagedList<DiscoverItem>>(`farmer-talk-${order}`)?.refresh()
    return
  }
  for (const type of ['new', 'hot'] as const) void keptAlready<PagedList<DiscoverItem>>(`discover-feed-${type}`)?.refresh()
  void keptAlready<PagedList<DiscoverTopic>>('discover-topics')?.refresh()
  const t = topicId ? keptAlready<TopicView>(`discover-topic-${topicId}`) : undefined
  if (t) {
    void t.topic.reload()
    void t.posts.refresh()
  }
}

/** what the report popup sends for a post or a topic (platform 4) */
export const postReport = (id: number): ReportTarget => ({ kind: 'other', send: content => reportDiscover({ newsId: id }, content) })
export const topicReport = (id: number): ReportTarget => ({ kind: 'other', send: content => reportDiscover({ themeId: id }, content) })

export const openDiscover = (p: Pick<DiscoverItem, 'id'>) => void navigate('DetailDiscover', { classId: DISCOVER_CLASS_ID, newsId: p.id })
export const openTopic = (t: Pick<DiscoverTopic, 'id'>) => void navigate('SelfDiscover', { themeId: t.id })
/** 跟帖: publish into the topic (login first) */
export function followTopic(t?: Pick<DiscoverTopic, 'id' | 'title'>): void {
  if (!requireLogin()) return
  void navigate('PublishDiscover', t ? { HotTagsId: t.id, HotTagsTitle: t.title } : {})
}
/**
 * the comments: the page itself asks a visitor to log in (spec §5), so that the login comes back to the
 * comments rather than to the post
 */
/** a 发现 post's comments: the story comment calls with its classId */
export const discoverThread = (id: number): CommentTarget => ({ classId: DISCOVER_CLASS_ID, id })

export const openComments = (p: Pick<DiscoverItem, 'id'>) => void navigate('CommentDiscover', { classId: DISCOVER_CLASS_ID, newsId: p.id })

/** One post in full: the post, its comments' thread, the author's delete. */
export class DiscoverPostView {
  readonly detail: Resource<DiscoverDetail>
  readonly thread: CommentTarget
  busy = false
  private read = false

  constructor(readonly id: number) {
    this.detail = new Resource(() => {
      const reload = this.read
      this.read = true
      return fetchDiscoverPost(id, reload)
    }, { maxAgeMs: 0 })
    // its comments are asked for as a story's, with its classId (reading-side spec §7)
    this.thread = discoverThread(id)
    makeAutoObservable<DiscoverPostView, 'read'>(this, { detail: false, thread: false, id: false, read: false })
  }

  /** The author deletes it, after asking; true once it is gone. */
  remove(): Promise<boolean> {
    const topic = this.detail.data?.item.topic?.id
    return removeAfterAsking(this, DISCOVER_TEXT.removeConfirm, () => deleteDiscover(this.id), () => postsChanged(topic))
  }
}

interface DraftFields {
  content: string
  pictures: SentPicture[]
  video: SentVideo | null
  topicId: number
  topicTitle: string
}

/**
 * The post being written: kept as it is typed; up to 9 pictures or one video; a topic (chosen or new). A
 * post to 渝农's 农民说 (`rural`) has no topic and a draft of its own.
 */
export class DiscoverDraft {
  content = ''
  topicId = 0
  topicTitle = ''
  /** topics whose name holds what is typed in the topic box */
  suggestions: DiscoverTopic[] = []
  sending = false
  readonly pictures: PictureList
  readonly video: VideoSlot
  private asked = ''
  private readonly key: string

  /** `topic`: from a topic's 跟帖 (HotTagsId, HotTagsTitle), over what the draft had */
  constructor(topic?: { id: number; title: string }, readonly rural = false) {
    this.key = rural ? DRAFTS.farmerTalk : DRAFTS.discover
    const saved = loadDraft<DraftFields>(this.key, { content: '', pictures: [], video: null, topicId: 0, topicTitle: '' })
    Object.assign(this, { content: saved.content, topicId: saved.topicId, topicTitle: saved.topicTitle })
    if (topic && !rural) Object.assign(this, { topicId: topic.id, topicTitle: topic.title })
    this.pictures = new PictureList(PICTURES_MAX, saved.pictures, () => this.save())
    this.video = new VideoSlot(saved.video, () => this.save())
    makeAutoObservable<DiscoverDraft, 'asked' | 'key'>(this, { pictures: false, video: false, asked: false, key: false, rural: false })
  }

  private save(): void {
    saveDraft<DraftFields>(this.key, { content: this.content, pictures: this.pictures.sent, video: this.video.sent, topicId: this.topicId, topicTitle: this.topicTitle })
  }

  setContent(content: string): void {
    this.content = content
    this.save()
  }

  /** a topic typed: a new one unless it is chosen from the suggestions */
  setTopicTitle(title: string): void {
    this.topicTitle = title
    this.topicId = 0
    this.save()
    const key = title.replace(/[#＃\s]/g, '')
    if (!key || key === this.asked) return
    this.asked = key
    searchTopics(key).then(found => runInAction(() => { if (this.topicTitle === title) this.suggestions = found }), () => undefined)
  }

  chooseTopic(t: Pick<DiscoverTopic, 'id' | 'title'>): void {
    Object.assign(this, { topicId: t.id, topicTitle: t.title, suggestions: [] })
    this.save()
  }

  clearTopic(): void {
    Object.assign(this, { topicId: 0, topicTitle: '', suggestions: [] })
    this.save()
  }

  /** pictures or a video: adding one kind is refused while the other is there */
  addPictures(): void {
    if (!this.video.empty) toast(ERRORS.picturesOrVideo)
    else void this.pictures.add()
  }

  addVideo(): void {
    if (this.pictures.items.length > 0) toast(ERRORS.picturesOrVideo)
    else void this.video.add()
  }

  /** Sends it; what the server made of it once accepted (the draft is then cleared). */
  async send(): Promise<{ id: number; underReview: boolean; topicId: number | null } | null> {
    const content = this.content.trim()
    const title = this.topicTitle.replace(/[#＃]/g, '').trim()
    const made = await sendDraft(this, this.key, content ? '' : ERRORS.contentEmpty,
      () => publishDiscover(this.rural ? { content, images: this.pictures.ids(), videoId: this.video.id(), section: 'rural' }
        : { content, images: this.pictures.ids(), videoId: this.video.id(), topicId: this.topicId || undefined, topicTitle: !this.topicId && title ? title : undefined }),
      () => Object.assign(this, { content: '', topicId: 0, topicTitle: '', suggestions: [] }))
    if (!made) return null
    postsChanged(made.topic?.id, this.rural)
    return { id: made.id, underReview: made.underReview, topicId: made.topic?.id ?? null }
  }
}

export { asTopicItem }
