// 社区 and 曝光台 on the client: the section's home (the reader's community, communities to join, the
// newest posts), one community (its posts and members), a member's page, the exposures by state, one
// post in full (its like, comments, the community's or a journalist's answer, the author's 已解决 and
// delete), joining a community, and the post being written (kept as a draft).
import { makeAutoObservable, runInAction } from 'mobx'
import type { BangPost, BangPostDetail, Community, CommunityPerson, CommunityRole, BangPostKind, BangPostStatus } from '@types-api/community'
import { BANG_CLASS } from '@types-api/qa'
import {
  deletePost, fetchCommunity, fetchCommunityHome, fetchCommunityMembers, fetchCommunityUser, fetchExposures, fetchPost, handlePost, joinCommunity,
  likePost, publishPost, searchCommunities, searchCommunityPosts, solvePost,
} from '../services/community'
import type { CommentTarget } from '../services/interactions'
import { errorMessage } from '../utils/errors'
import { requireLogin } from './login-guard'
import { navigate } from '../utils/navigate'
import { confirm, toast } from '../utils/toast'
import { keep, keptAlready } from './kept'
import { Resource } from './resource'
import { OnceLike } from './like-once'
import { PagedList } from './paged-list'
import { DRAFTS, loadDraft, saveDraft } from './draft'
import { PictureList, PICTURES_MAX, sendDraft, type SentPicture } from './pictures'
import { locationStore } from './location'
import { removeAfterAsking } from './removal'
import * as ERRORS from '../../types/errors'

export const COMMUNITY_TEXT = {
  removeConfirm: '确定删除这条内容吗？删除后不可恢复',
  solveConfirm: '确认问题已经解决了吗？',
} as const
export const BANG_POST_MAX = 1000
export const REPLY_MAX = 1000

/** The section's home: the reader's community and role, communities to join, and the newest posts, paged. */
export class CommunityHomeView {
  mine: Community | null = null
  role: CommunityRole | null = null
  communities: Community[] = []
  readonly latest: PagedList<BangPost>

  constructor() {
    this.latest = new PagedList<BangPost>(async page => {
      const data = await fetchCommunityHome(locationStore.place?.district ?? '', page)
      if (page === 1) runInAction(() => Object.assign(this, { mine: data.mine, role: data.role, communities: data.communities }))
      return { items: data.latest, hasMore: data.hasMore }
    })
    makeAutoObservable(this, { latest: false })
  }
}
export const communityHome = () => keep('community-home', () => new CommunityHomeView())

/** One community: its card, the reader's role in it, its posts and its members. */
export class CommunityView {
  community: Community | null = null
  role: CommunityRole | null = null
  readonly posts: PagedList<BangPost>
  readonly members: PagedList<CommunityPerson>

  constructor(readonly id: number) {
    this.posts = new PagedList<BangPost>(async page => {
      const data = await fetchCommunity(id, page)
      if (page === 1) runInAction(() => { this.community = data.community; this.role = data.role })
      return { items: data.list, hasMore: data.hasMore }
    })
    this.members = new PagedList<CommunityPerson>(async page => {
      const data = await fetchCommunityMembers(id, page)
      return { items: data.list, hasMore: data.hasMore }
    }, 0, { deep: false })
    makeAutoObservable(this, { posts: false, members: false, id: false })
  }
}
export const communityView = (id: number) => keep(`community-${id}`, () => new CommunityView(id))

/** A member's page: who they are, their community, their posts. */
export class CommunityUserView {
  user: CommunityPerson | null = null
  community: { id: number; name: string } | null = null
  postNum = 0
  readonly posts: PagedList<BangPost>

  constructor(readonly id: number) {
    this.posts = new PagedList<BangPost>(async page => {
      const data = await fetchCommunityUser(id, page)
      if (page === 1) runInAction(() => Object.assign(this, { user: data.user, community: data.community, postNum: data.postNum }))
      return { items: data.posts, hasMore: data.hasMore }
    }, 0, { deep: false })
    makeAutoObservable(this, { posts: false, id: false })
  }
}
export const communityUser = (id: number) => keep(`community-user-${id}`, () => new CommunityUserView(id))

/** 曝光台: the exposures (all, or in one state), with the count in each state */
export class ExposureView {
  counts = { all: 0, handled: 0, solved: 0 }
  readonly list: PagedList<BangPost>

  constructor(readonly status: BangPostStatus | undefined) {
    this.list = new PagedList<BangPost>(async page => {
      const data = await fetchExposures(status, page)
      if (page === 1) runInAction(() => { this.counts = data.counts })
      return { items: data.list, hasMore: data.hasMore }
    }, 0, { deep: false })
    makeAutoObservable(this, { list: false, status: false })
  }
}
export const exposureView = (status: BangPostStatus | undefined) => keep(`exposures-${status ?? 'all'}`, () => new ExposureView(status))

/** community posts holding every word (帮帮's search, its 社区 tab) */
export const communityPostSearch = (keyword: string) => keep(`community-post-search-${keyword}`, () => new PagedList<BangPost>(async page => {
  const data = await searchCommunityPosts(keyword, page)
  return { items: data.list, hasMore: data.hasMore }
}, 0, { deep: false }))

/** communities by name, district or address; without a keyword every one, the reader's district first (选择社区) */
export const communitySearch = (keyword: string) => keep(`community-search-${keyword}`, () => new Resource(() => searchCommunities(keyword, locationStore.place?.district ?? '')))

/**
 * After a post is published, answered, solved or deleted, or a reader joins: the lists already shown
 * load again (those never opened load when they are; nothing is fetched for a screen not seen).
 */
function postsChanged(communityId?: number | null): void {
  void keptAlready<CommunityHomeView>('community-home')?.latest.refresh()
  const c = communityId ? keptAlready<CommunityView>(`community-${communityId}`) : undefined
  if (c) {
    void c.posts.refresh()
    void c.members.refresh()
  }
  for (const s of ['all', 0, 1, 2] as const) void keptAlready<ExposureView>(`exposures-${s}`)?.list.refresh()
}

/** Joins a community (moving from the reader's present one), once they are logged in. */
export async function join(c: Pick<Community, 'id'>): Promise<boolean> {
  if (!requireLogin()) return false
  try {
    const res = await joinCommunity(c.id)
    toast(res.message)
    const was = communityHome().mine?.id
    postsChanged(c.id)
    if (was) postsChanged(was)
    return true
  } catch (err) {
    toast(errorMessage(err))
    return false
  }
}

/** 发帖 to the reader's community (`member`: they have one; else to 选择社区), or 我要曝光; login first. */
export function compose(kind: BangPostKind, member = false): void {
  if (!requireLogin()) return
  if (kind === 'community' && !member) {
    toast(ERRORS.joinFirst)
    void navigate('communityCommend')
    return
  }
  void navigate('PublishBangBang', { post: kind })
}

/** opens a post */
export const openPost = (p: Pick<BangPost, 'id'>) => void navigate('communityDetail', { id: p.id })

/** One post in full: its like (type 7, once), its comments (classid 3), and what the viewer may do with it. */
export class PostView {
  readonly detail: Resource<BangPostDetail>
  readonly thread: CommentTarget
  /** the answer a worker or a journalist is writing */
  reply = ''
  busy = false
  private read = false
  private readonly liker: OnceLike<BangPostDetail>

  constructor(readonly id: number) {
    this.detail = new Resource(() => {
      const reload = this.read
      this.read = true
      return fetchPost(id, reload)
    }, { maxAgeMs: 0 })
    this.thread = { classId: BANG_CLASS.post, id: id, from: 'bang' }
    this.liker = new OnceLike(this.detail, () => likePost(id), (d, likeNum) => ({ ...d, likeNum }))
    makeAutoObservable<PostView, 'read' | 'liker'>(this, { detail: false, thread: false, id: false, read: false, liker: false })
  }

  setReply(text: string): void {
    this.reply = text
  }

  /** type 7, once (like-once.ts) */
  like(): Promise<void> {
    return this.liker.like()
  }

  private async act(call: () => Promise<{ message: string }>): Promise<boolean> {
    if (this.busy || !requireLogin()) return false
    this.busy = true
    try {
      const res = await call()
      toast(res.message)
      await this.detail.reload()
      postsChanged(this.detail.data?.community?.id)
      return true
    } catch (err) {
      toast(errorMessage(err))
      return false
    } finally {
      runInAction(() => { this.busy = false })
    }
  }

  /** The community's answer (its worker) or a journalist's follow-up; `solved` marks it solved with it. */
  async handle(solved: boolean): Promise<void> {
    const content = this.reply.trim()
    if (!content) {
      toast(ERRORS.replyEmpty)
      return
    }
    if (await this.act(() => handlePost(this.id, content, solved))) runInAction(() => { this.reply = '' })
  }

  /** The author: 已解决, after asking */
  async solve(): Promise<void> {
    if (await confirm({ content: COMMUNITY_TEXT.solveConfirm })) await this.act(() => solvePost(this.id))
  }

  /** The author deletes it, after asking; true once it is gone. */
  remove(): Promise<boolean> {
    const community = this.detail.data?.community?.id
    return removeAfterAsking(this, COMMUNITY_TEXT.removeConfirm, () => deletePost(this.id), () => postsChanged(community))
  }
}

interface PostFields {
  content: string
  pictures: SentPicture[]
}

/** A post being written (one draft of each kind): kept as it is typed, cleared once it is sent. */
export class PostDraft {
  content = ''
  sending = false
  readonly pictures: PictureList

  constructor(readonly kind: BangPostKind) {
    const saved = loadDraft<PostFields>(DRAFTS.post(kind), { content: '', pictures: [] })
    this.content = saved.content
    this.pictures = new PictureList(PICTURES_MAX, saved.pictures, () => this.save())
    makeAutoObservable(this, { kind: false, pictures: false })
  }

  private save(): void {
    saveDraft<PostFields>(DRAFTS.post(this.kind), { content: this.content, pictures: this.pictures.sent })
  }

  setContent(content: string): void {
    this.content = content
    this.save()
  }

  /** Sends it from the reader's `region`; the new post's id once accepted. */
  async send(region: string): Promise<number | null> {
    const content = this.content.trim()
    const made = await sendDraft(this, DRAFTS.post(this.kind), content ? '' : ERRORS.contentEmpty,
      () => publishPost({ kind: this.kind, content, region, images: this.pictures.ids() }), () => { this.content = '' })
    if (made) postsChanged(communityHome().mine?.id)
    return made?.id ?? null
  }
}
