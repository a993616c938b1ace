// /composition/compositionDetail?id=…: a composition in full — the pupil's pen name, grade and school, the
// text, the photographed handwritten pages (tap for the previewer), the guiding teacher's review with the
// lines they marked and their score, and where the paper printed it. Its own student also sees its state
// and, when it was returned or rejected, why (with 修改 for a draft or a returned one, 删除 for one nobody
// else sees). A public one has the once-only like, its comments (BangBang's, /compositionCommentList) and a
// report; each asks a visitor to log in first. Promo bar: content type 7.
import { useMemo } from 'react'
import { useDidShow, useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { GENRES, PUBLIC_STATUSES } from '@types-api/composition'
import { BANG_CLASS } from '@types-api/qa'
import PageShell from '../../../../components/PageShell'
import Skeleton from '../../../../components/Skeleton'
import EmptyState from '../../../../components/EmptyState'
import { Picture } from '../../../../platform/picture'
import { image } from '../../../../platform/image'
import LikeBlock from '../../../../components/LikeBlock'
import ReportPopup from '../../../../components/ReportPopup'
import { ReportStore } from '../../../../stores/report'
import { compositionDetail } from '../../../../stores/composition'
import { likeWork, removeOwnWork, workReport } from '../../../../stores/composition-flow'
import { requireLogin } from '../../../../stores/login-guard'
import { share, type ShareInfo } from '../../../../platform/share'
import { backToOpener, navigate } from '../../../../utils/navigate'
import { useResource } from '../../../../stores/resource'
import { numberParam } from '../../../../utils/params'
import { COMPOSITION_DETAIL_TEXT } from '../../../../../common/composition'
import './index.scss'

function CompositionDetailPage() {
  const { params } = useRouter()
  const id = numberParam(params.id)
  const resource = useMemo(() => compositionDetail(id), [id])
  const report = useMemo(() => new ReportStore({ classId: BANG_CLASS.composition, id, from: 'bang' }), [id])
  const holder = useMemo(() => ({ busy: false }), [])
  const detail = useResource(resource)
  useDidShow(() => { if (resource.data) void resource.reload() })
  const d = detail.data
  const paragraphs = d ? d.body.split('\n') : []
  const isPublic = !!d && PUBLIC_STATUSES.includes(d.status)
  const comments = () => { if (requireLogin()) void navigate('compositionCommentList', { id }) }
  // a public work is shared as the environment shares (the mini-program's menu, the app's sheet, the link)
  const shareInfo: ShareInfo | null = d && isPublic
    ? { title: COMPOSITION_DETAIL_TEXT.shareTitle(d.title, d.penName, d.grade), desc: d.summary, imageUrl: d.cover || undefined, route: 'compositionDetail', params: { id } }
    : null
  share.useShareInfo(shareInfo)
  return (
    <PageShell route='compositionDetail' isDetail firstScreenReady={!!d || !!detail.error}>
      {!d ? (detail.error ? <EmptyState text={detail.error} /> : <Skeleton rows={6} />) : (
        <View className='composition-detail'>
          <Text className='composition-detail__title'>{d.title}</Text>
          <View className='composition-detail__byline'>
            <Text>{d.penName} · {d.grade} · {d.school.name}</Text>
            <Text className='composition-detail__genre'>{d.genre}</Text>
          </View>
          <View className='composition-detail__meta'>
            <Text>{d.time}</Text>
            <Text>{COMPOSITION_DETAIL_TEXT.views(d.views)}</Text>
            {d.teacher ? <Text>{COMPOSITION_DETAIL_TEXT.guide(d.teacher.name)}</Text> : null}
          </View>
          {d.mine && !PUBLIC_STATUSES.includes(d.status) ? (
            <View className={`composition-detail__state composition-detail__state--${d.status}`}>
              <Text className='composition-detail__state-label'>{d.statusLabel}</Text>
              {d.reason ? <Text className='composition-detail__reason'>{COMPOSITION_DETAIL_TEXT.reason}{d.reason}</Text> : null}
            </View>
          ) : null}
          {d.issue ? <Text className='composition-detail__printed'>{COMPOSITION_DETAIL_TEXT.printed(d.issue)}</Text> : null}
          {/* prose paragraphs start two characters in; a poem's and a letter's lines stay as written */}
          <View className={`composition-detail__body${d.genre === GENRES.poem || d.genre === GENRES.letter ? ' composition-detail__body--lines' : ''}`}>
            {paragraphs.map((p, i) => (p.trim() ? <Text key={i} className='composition-detail__p'>{p}</Text> : <View key={i} className='composition-detail__gap' />))}
          </View>
          {d.images.length > 0 ? (
            <View className='composition-detail__pages'>
              <Text className='composition-detail__label'>{COMPOSITION_DETAIL_TEXT.pages(d.images.length)}</Text>
              <View className='composition-detail__thumbs'>
                {d.thumbs.map((t, i) => (
                  <Picture key={t} className='composition-detail__thumb' src={t} mode='aspectFill' lazy onClick={() => image.preview(d.images, d.images[i])} />
                ))}
              </View>
            </View>
          ) : null}
          {d.review ? (
            <View className='composition-detail__review'>
              <View className='composition-detail__review-head'>
                <Text className='composition-detail__label'>{COMPOSITION_DETAIL_TEXT.review}</Text>
                <Text className='composition-detail__score'>{COMPOSITION_DETAIL_TEXT.score(d.review.score)}</Text>
              </View>
              <View className='composition-detail__teacher'>
                <Picture className='composition-detail__avatar' src={d.review.teacher.avatar} mode='aspectFill' />
                <View>
                  <Text className='composition-detail__teacher-name'>{d.review.teacher.name}</Text>
                  <Text className='composition-detail__teacher-school'>{COMPOSITION_DETAIL_TEXT.teacherOf(d.review.teacher.school.name, d.review.teacher.subject)}</Text>
                </View>
              </View>
              {d.review.highlights.map(h => <Text key={h} className='composition-detail__highlight'>“{h}”</Text>)}
              <Text className='composition-detail__comment'>{d.review.comment}</Text>
            </View>
          ) : null}
          {isPublic ? (
            <>
              <LikeBlock liked={d.isDoLike} count={d.likes} disclaimer={COMPOSITION_DETAIL_TEXT.disclaimer} onLike={() => void likeWork(resource)} />
              <View className='composition-detail__actions'>
                <Text className='composition-detail__comments' onClick={comments}>{COMPOSITION_DETAIL_TEXT.comments(d.comments)}</Text>
                <View className='composition-detail__more'>
                  <Text className='composition-detail__share' onClick={() => { if (shareInfo) void share.share(shareInfo) }}>{COMPOSITION_DETAIL_TEXT.share}</Text>
                  {d.mine ? null : <Text className='composition-detail__report' onClick={() => void report.show(workReport(id))}>{COMPOSITION_DETAIL_TEXT.report}</Text>}
                </View>
              </View>
            </>
          ) : d.mine ? (
            <View className='composition-detail__actions'>
              {d.status === 'draft' || d.status === 'returned' ? <Text className='composition-detail__comments' onClick={() => void navigate('compositionContribute', { id })}>{COMPOSITION_DETAIL_TEXT.edit}</Text> : null}
              <Text className='composition-detail__report' onClick={() => void removeOwnWork(holder, id, () => void backToOpener())}>{COMPOSITION_DETAIL_TEXT.remove}</Text>
            </View>
          ) : null}
          <ReportPopup store={report} />
        </View>
      )}
    </PageShell>
  )
}

export default observer(CompositionDetailPage)
