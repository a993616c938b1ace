// A news story: headline, source and time, the article (folded when long), staff, tags, notices, the
// like, related stories, ads, the hot and latest comments and the comment bar. NewsDetail reads it
// from the news API, NewsDetailWeb from the legacy CMS controller.
import { useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../components/PageShell'
import RichContent from '../../../components/RichContent'
import Skeleton from '../../../components/Skeleton'
import { configStore } from '../../../stores/config'
import { env } from '../../../platform/env'
import { openInApp } from '../../../utils/open-app'
import { minuteTime } from '../../../../common/time'
import { CONTENT_TYPE, type RouteName } from '../../../../common/routes'
import type { DetailSource } from '../../../stores/news-detail'
import { useStory } from '../use-story'
import { useProgressive } from '../../../utils/use-later'
import ContentFold from '../components/ContentFold'
import StoryFooter from '../components/StoryFooter'
import LikeBlock from '../../../components/LikeBlock'
import AdSlot from '../components/AdSlot'
import RelatedNews, { relatedItem } from '../components/RelatedNews'
import HotComments from '../components/HotComments'
import CommentBlock from '../../../components/CommentBlock'
import CommentBar from '../components/CommentBar'
import ReportPopup from '../../../components/ReportPopup'
import './NewsDetailView.scss'
import { numberParam } from '../../../utils/params'

export const RETRY = '重新加载'
/** what comes below the article, in this many tasks after the first view (see NewsDetailView) */
const BELOW_ARTICLE_STEPS = 3

export interface NewsDetailViewProps {
  route: Extract<RouteName, 'NewsDetail' | 'NewsDetailWeb'>
  source: DetailSource
}

function NewsDetailView({ route, source }: NewsDetailViewProps) {
  const { params } = useRouter()
  const classId = numberParam(params.classId)
  const newsId = numberParam(params.newsId)
  const s = useStory(classId, newsId, { route, source })
  const { detail: d, comments } = s
  const [open, setOpen] = useState(false)
  // below the article come a moment after the first view, each in a task of its own: the related stories
  // (and the bottom ad), then the hot comments, then 全部评论 (none of them is on the first screen)
  const below = useProgressive(BELOW_ARTICLE_STEPS, 0, 1)
  const unfold = () => {
    // in the WeChat browser the reader is first offered the app; declining unfolds the article
    if (env.environment() === 'wechat') void openInApp(configStore.global, { contentType: CONTENT_TYPE.news, classId, newsId }, () => setOpen(true))
    else setOpen(true)
  }

  return (
    <PageShell route={route} isDetail title={d?.className} promo={{ classId, newsId, onDecline: () => setOpen(true) }} firstScreenReady={!!d || !!s.store.error}>
      {d ? (
        <View className='news-detail'>
          <View className='news-detail__article'>
            <Text className='news-detail__title'>{d.title}</Text>
            <View className='news-detail__meta'>
              <Text className='news-detail__time'>{minuteTime(d.newsTime)}</Text>
              {d.befrom ? <Text className='news-detail__source'>{d.befrom}</Text> : null}
              {d.className ? <Text className='news-detail__class'>{d.className}</Text> : null}
            </View>
            {d.writer ? <Text className='news-detail__writer'>{d.writer}</Text> : null}
            <AdSlot ad={s.ads.upper} />
            <ContentFold open={open} onUnfold={unfold}>
              <RichContent html={d.content} />
            </ContentFold>
            <AdSlot ad={s.ads.lower} />
            <StoryFooter detail={d} copyright={configStore.global?.copyright ?? ''} onReport={s.reportStory} />
            <LikeBlock liked={d.isDoLike === 1} count={d.doLikeNum} disclaimer={d.disclaimers ?? d.disclaimer} onLike={s.like} />
          </View>
          {below >= 1 && !s.relatedHidden ? <RelatedNews items={d.hotNews.map(relatedItem)} /> : null}
          {below >= 1 && s.ads.bottom ? <View className='news-detail__bottom-ad'><AdSlot ad={s.ads.bottom} /></View> : null}
          {below >= 2 && !s.commentsHidden ? (
            <>
              {s.commentCount === 0 || comments.hot.length > 0 ? (
                <HotComments hot={comments.hot} actions={s.actions} onMore={s.openComments} onFirst={d.allowPl ? s.write : undefined} />
              ) : null}
              {below >= 3 && s.commentCount > 0 ? (
                <CommentBlock comments={comments.list.items} total={s.commentCount} actions={s.actions} preview onMore={s.openComments} />
              ) : null}
            </>
          ) : null}
          <CommentBar {...s.bar} />
          <ReportPopup store={s.report} />
        </View>
      ) : s.store.error ? (
        <View className='news-detail__error'>
          <Text>{s.store.error}</Text>
          <View role='button' className='news-detail__retry' onClick={() => void s.store.load()}>{RETRY}</View>
        </View>
      ) : (
        <View className='news-detail__article'><Skeleton rows={3} /></View>
      )}
    </PageShell>
  )
}

export default observer(NewsDetailView)
