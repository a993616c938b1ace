// What every story page (news, picture, video, live) does with its story: load it, keep its like in
// step with other views, its comments and what readers do to them, reports, ads and sharing.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import type { Ad } from '@types-api/interaction'
import type { NewsDetail } from '@types-api/news'
import { AD_TYPE, REPORT_PLATFORM } from '@types-api/interaction'
import { NewsDetailStore, type DetailSource } from '../../stores/news-detail'
import { StoryComments } from '../../stores/comments'
import { ReportStore } from '../../stores/report'
import { rotateAds, storyAdList } from '../../stores/ad-rotation'
import { useResource } from '../../stores/resource'
import { configStore } from '../../stores/config'
import { share, type ShareInfo } from '../../platform/share'
import { requireLogin } from '../../stores/login-guard'
import { navigate } from '../../utils/navigate'
import { permissionHides, PERMISSION, slotAds } from '../../../common/detail-rules'
import type { RouteName } from '../../../common/routes'
import type { CommentActions } from '../../components/CommentItem'
import type { CommentBarProps } from './components/CommentBar'
import { sharedStory, startReading } from '../../stores/points'

export interface StoryPageOptions {
  route: RouteName
  source?: DetailSource
  /** the comment-report platform of this kind of story */
  platformId?: number
  /** comment reports carry this classId instead of the story's (12 on live detail) */
  reportClassId?: number
  /** pages about the story's comments show no ads (and do not turn the rotation) */
  ads?: boolean
}

export interface StoryAds {
  upper?: Ad
  lower?: Ad
  bottom?: Ad
}

/** The story's slots filled from the active ads (the channel's rotation advances each time). */
function chooseAds(all: Ad[], d: NewsDetail, adBit: number): StoryAds {
  const target = { classId: d.classId, permission: d.permission }
  const slots = [AD_TYPE.contentUpper, AD_TYPE.contentLower, AD_TYPE.contentBottom].map(t => slotAds(all, t, target, adBit))
  const [upper, lower, bottom] = rotateAds(d.classId, slots)
  return { upper, lower, bottom }
}

export function useStory(classId: number, newsId: number, opts: StoryPageOptions) {
  const { route, source = 'news', platformId = REPORT_PLATFORM.news, reportClassId, ads: withAds = true } = opts
  // opened from the newsroom's preview link: the story as last saved, which readers may not see yet — nothing
  // to read for points, comment on, like or share
  const preview = useRouter().params.preview ?? ''
  const store = useMemo(() => new NewsDetailStore(classId, newsId, source, preview), [classId, newsId, source, preview])
  const comments = useMemo(() => new StoryComments({ classId, id: newsId }), [classId, newsId])
  const report = useMemo(() => new ReportStore({ classId, id: newsId }), [classId, newsId])
  const adBit = configStore.global?.adPermissionBit ?? 0
  // the ads of this view: chosen once per view; with the story the H5 page came with, at once
  const adList = useResource(useMemo(() => (withAds ? storyAdList({ classId, id: newsId }) : null), [withAds, classId, newsId]))
  const adsFor = useRef<NewsDetail | null>(null)
  const [ads, setAds] = useState<StoryAds>(() => {
    if (!adList?.data || !store.detail) return {}
    adsFor.current = store.detail
    return chooseAds(adList.data, store.detail, adBit)
  })

  useEffect(() => {
    void store.ensure()
    return store.followLikes()
  }, [store])
  useEffect(() => comments.follow(), [comments])

  const d = store.detail
  // a story on screen a while earns its reading
  const loaded = !!d
  useEffect(() => (loaded && !preview ? startReading(classId, newsId) : undefined), [loaded, preview, classId, newsId])
  const commentsHidden = d ? permissionHides(d.permission, PERMISSION.comments) : true
  const story = { classId, newsId }
  useEffect(() => {
    if (d && !commentsHidden && !preview && comments.list.page === 0) void comments.list.loadMore()
  }, [d, commentsHidden, preview, comments])

  // chosen once the story and its ads are both here (a page whose ads failed is still the story), before the
  // view is painted: an ad put in a frame later would push the article down (/NewsDetailWeb, whose story
  // comes a moment after its first render, moved by its upper ad)
  const adData = adList?.data
  useLayoutEffect(() => {
    if (!d || !adData || adsFor.current === d) return
    adsFor.current = d
    setAds(chooseAds(adData, d, adBit))
  }, [d, adData, adBit])

  const shareInfo: ShareInfo | null = d && !preview
    ? { title: d.title, desc: d.smallText || undefined, route, params: { classId, newsId }, imageUrl: d.imageUrl[0] || d.allImage[0]?.url }
    : null
  share.useShareInfo(shareInfo)

  const actions: CommentActions = {
    like: c => void comments.like(c),
    reply: c => {
      if (!requireLogin()) return
      void navigate('PublishComment', { ...story, plId: c.id, grandPid: c.grandPid || c.id, pId: c.pId, from: 'News' })
    },
    remove: c => void comments.remove(c),
    report: c => void report.show({ kind: 'comment', comment: c, platformId, classId: reportClassId ?? classId }),
    openThread: c => void navigate('CommentReplyPage', { ...story, plId: c.grandPid || c.id }),
  }

  const commentCount = comments.list.page > 0 ? comments.total : d?.commentCount ?? 0
  const write = () => {
    if (!requireLogin()) return
    void navigate('PublishComment', { ...story, from: 'News' })
  }
  const openComments = () => void navigate('CommentPage', story)
  const shareStory = () => {
    if (!shareInfo) return
    void share.share(shareInfo)
    sharedStory(classId, newsId)
  }
  const like = () => void store.like()

  return {
    store,
    detail: d,
    comments,
    report,
    ads,
    commentsHidden,
    relatedHidden: d ? permissionHides(d.permission, PERMISSION.related) : true,
    actions,
    /** the comment count: the comments' own total once loaded */
    commentCount,
    write,
    openComments,
    like,
    reportStory: () => void report.show({ kind: 'story' }),
    share: shareStory,
    /** opened from the newsroom's preview link */
    preview: !!preview,
    /** the comment bar under the story (in a preview, the preview's notice) */
    bar: {
      preview: !!preview,
      allowPl: !!d?.allowPl && !commentsHidden,
      count: commentsHidden ? 0 : commentCount,
      liked: d?.isDoLike === 1,
      onWrite: write,
      onComments: openComments,
      onLike: d ? like : undefined,
      onShare: d ? shareStory : undefined,
    } satisfies CommentBarProps,
  }
}
