// /BangBang/politics/detail?id=…: a question to a department — who asked, what, where it is in the
// workflow (超期 past its time limit), every step with who and when, the department's replies and
// figures — and what the viewer may do: the department's account accepts, declines, starts and replies;
// the asker rates the reply or, once within 7 days, asks for it to be handled again. Readers comment
// below (BangBang's comments, classid 1).
import { useMemo, useState } from 'react'
import { useDidShow, useRouter } from '@tarojs/taro'
import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { DepartmentSummary, PoliticsDetail } from '@types-api/politics'
import PageShell from '../../../../components/PageShell'
import Skeleton from '../../../../components/Skeleton'
import EmptyState from '../../../../components/EmptyState'
import { Picture } from '../../../../platform/picture'
import { image } from '../../../../platform/image'
import { TextArea } from '../../../../platform/text-area'
import { StatusTag, UNDER_REVIEW } from '../../components/PoliticsCard'
import BangComments, { bangThread } from '../../components/BangComments'
import NewsCard from '../../../../components/NewsCard'
import { bangRelated } from '../../../../stores/bangbang'
import { openItem } from '../../../../utils/open-item'
import { BANG_CLASS } from '@types-api/qa'
import { PoliticsQuestion } from '../../../../stores/politics'
import { useResource } from '../../../../stores/resource'
import { navigate } from '../../../../utils/navigate'
import { shortCount } from '../../../../../common/count'
import AttachedVideo from '../../components/AttachedVideo'
import './index.scss'
import { numberParam } from '../../../../utils/params'
import LikeBlock from '../../../../components/LikeBlock'
import { DETAIL_TEXT, departmentFigures } from '../../../../../common/politics'
export { DETAIL_TEXT, departmentFigures, replyTime } from '../../../../../common/politics'

const DECLINES = [
  { key: 'refuse', title: '不予受理' },
  { key: 'duplicate', title: '重复' },
  { key: 'out_of_scope', title: '非职责' },
] as const

function Department({ d }: { d: DepartmentSummary }) {
  return (
    <View className='politics-detail__department'>
      <Picture className='politics-detail__department-avatar' src={d.avatar} mode='aspectFill' />
      <View className='politics-detail__department-body'>
        <Text className='politics-detail__department-name'>{d.name}</Text>
        <View className='politics-detail__figures'>
          {departmentFigures(d).map(f => (
            <Text key={f.label} className='politics-detail__figure'>{f.label} <Text className='politics-detail__figure-value'>{f.value}</Text></Text>
          ))}
        </View>
      </View>
    </View>
  )
}

const AskerActions = observer(function AskerActions({ q, d }: { q: PoliticsQuestion; d: PoliticsDetail }) {
  const [stars, setStars] = useState(0)
  const [reason, setReason] = useState('')
  return (
    <>
      {d.can.rate ? (
        <View className='politics-detail__box'>
          <Text className='politics-detail__box-title'>{DETAIL_TEXT.rateTitle}</Text>
          <View className='politics-detail__stars'>
            {[1, 2, 3, 4, 5].map(n => (
              <View key={n} role='button' aria-label={`${n}分`} className={`politics-detail__star${n <= stars ? ' politics-detail__star--on' : ''}`} onClick={() => setStars(n)}>★</View>
            ))}
          </View>
          <View role='button' className={`politics-detail__button${q.busy ? ' politics-detail__button--off' : ''}`} onClick={() => void q.rate(stars)}>{DETAIL_TEXT.rateSubmit}</View>
        </View>
      ) : null}
      {d.can.reopen ? (
        <View className='politics-detail__box'>
          <Text className='politics-detail__box-title'>{DETAIL_TEXT.reopenTitle}</Text>
          <TextArea className='politics-detail__textarea' value={reason} maxLength={500} placeholder={DETAIL_TEXT.reopenPlaceholder} onInput={setReason} />
          <View role='button' className='politics-detail__button politics-detail__button--plain' onClick={() => void q.reopen(reason).then(ok => { if (ok) setReason('') })}>{DETAIL_TEXT.reopenSubmit}</View>
        </View>
      ) : null}
    </>
  )
})

const DepartmentActions = observer(function DepartmentActions({ q, d }: { q: PoliticsQuestion; d: PoliticsDetail }) {
  const [decline, setDecline] = useState<typeof DECLINES[number]['key'] | null>(null)
  const [reason, setReason] = useState('')
  const [original, setOriginal] = useState('')
  if (!d.can.handle && !d.can.reply) return null
  return (
    <View className='politics-detail__box politics-detail__box--department'>
      <View className='politics-detail__actions'>
        {d.can.handle && d.statusCode === 'pending' ? <View role='button' className='politics-detail__button' onClick={() => void q.handle('accept')}>{DETAIL_TEXT.accept}</View> : null}
        {d.can.handle && d.statusCode === 'accepted' ? <View role='button' className='politics-detail__button politics-detail__button--plain' onClick={() => void q.handle('start')}>{DETAIL_TEXT.start}</View> : null}
        {d.can.reply ? <View role='button' className='politics-detail__button' onClick={() => void navigate('politicsReply', { id: d.header.id })}>{DETAIL_TEXT.reply}</View> : null}
      </View>
      {d.can.handle && d.statusCode === 'pending' ? (
        <>
          <Text className='politics-detail__box-title'>{DETAIL_TEXT.decline}</Text>
          <View className='politics-detail__chips'>
            {DECLINES.map(x => (
              <View key={x.key} role='button' className={`politics-detail__chip${decline === x.key ? ' politics-detail__chip--on' : ''}`} onClick={() => setDecline(x.key)}>{x.title}</View>
            ))}
          </View>
          {decline ? (
            <>
              {decline === 'duplicate' ? (
                <Input className='politics-detail__input' type='number' value={original} placeholder={DETAIL_TEXT.duplicatePlaceholder} onInput={e => setOriginal(e.detail.value)} />
              ) : null}
              <TextArea className='politics-detail__textarea' value={reason} maxLength={500} placeholder={DETAIL_TEXT.reasonPlaceholder} onInput={setReason} />
              <View role='button' className='politics-detail__button politics-detail__button--plain' onClick={() => void q.handle(decline, reason, Number(original) || undefined)}>{DETAIL_TEXT.declineSubmit}</View>
            </>
          ) : null}
        </>
      ) : null}
    </View>
  )
})

function PoliticsDetailPage() {
  const { params } = useRouter()
  const id = numberParam(params.id)
  const q = useMemo(() => new PoliticsQuestion(id), [id])
  const thread = useMemo(() => bangThread(BANG_CLASS.politics, id), [id])
  const detail = useResource(q.detail)
  // a complaint (直播带货投诉平台) is the complainant's and the department's: no related stories, no comments
  const isComplaint = !!detail.data?.complaint
  const related = useResource(useMemo(() => (detail.data && !detail.data.complaint ? bangRelated(BANG_CLASS.politics, id) : null), [detail.data, id]))
  // back from answering it, or from logging in: what the viewer may do has changed
  useDidShow(() => { if (q.detail.data) void q.detail.reload() })
  const d = detail.data
  const relatedStories = related?.data ?? []
  return (
    // (the server's first screen of the question stays over the page until it has drawn the question or its error)
    <PageShell route='politicsDetail' isDetail title={isComplaint ? DETAIL_TEXT.complaintTitle : undefined} firstScreenReady={!!d || !!detail.error}>
      {!d ? (detail.error ? <EmptyState text={detail.error} /> : <Skeleton rows={3} />) : (
        <View className='politics-detail'>
          <View className='politics-detail__asker'>
            <Picture className='politics-detail__avatar' src={d.header.userPic} mode='aspectFill' />
            <View className='politics-detail__who'>
              <Text className='politics-detail__nickname'>{d.header.nickname}</Text>
              <Text className='politics-detail__meta'>{d.header.time.slice(0, 16)}{d.header.region ? ` · ${DETAIL_TEXT.from(d.header.region)}` : ''} · {shortCount(d.readNum)}阅读</Text>
            </View>
            {d.underReview ? <Text className='politics-tag politics-tag--off'>{UNDER_REVIEW}</Text> : <StatusTag status={d.statusCode} label={d.header.status} overdue={d.overdue} />}
          </View>
          <Text className='politics-detail__title'>{d.header.title}</Text>
          {d.complaint ? (
            <View className='politics-detail__purchase'>
              <Text className='politics-detail__purchase-row'>{DETAIL_TEXT.platform}{d.complaint.platform}</Text>
              <Text className='politics-detail__purchase-row'>{DETAIL_TEXT.seller}{d.complaint.seller}</Text>
              {d.complaint.orderNo ? <Text className='politics-detail__purchase-row' userSelect>{DETAIL_TEXT.orderNo}{d.complaint.orderNo}</Text> : null}
            </View>
          ) : null}
          <Text className='politics-detail__content' userSelect>{d.header.content}</Text>
          {d.header.questionImageThumbs.length > 0 ? (
            <View className='politics-detail__pictures'>
              {d.header.questionImageThumbs.map((src, i) => (
                <Picture key={src} className='politics-detail__picture' src={src} mode='aspectFill' onClick={() => image.preview(d.header.questionImageAttachments, d.header.questionImageAttachments[i])} />
              ))}
            </View>
          ) : null}
          {d.header.questionvideoAttachments ? <AttachedVideo video={d.header.questionvideoAttachments} /> : null}
          {d.complaint ? null : <LikeBlock liked={d.doLike.isLike} count={d.doLike.likeNum} disclaimer={d.disclaimer} onLike={() => void q.like()} />}
          {d.deadline ? <Text className={`politics-detail__deadline${d.overdue ? ' politics-detail__deadline--over' : ''}`}>{DETAIL_TEXT.deadline(d.deadline)}</Text> : null}
          {d.statusReason ? (
            <Text className='politics-detail__reason'>{d.header.status}：{d.statusReason}{d.duplicateOf ? `（${DETAIL_TEXT.duplicateOf(d.duplicateOf)}）` : ''}</Text>
          ) : null}
          <Department d={d.department} />
          <DepartmentActions q={q} d={d} />

          <Text className='politics-detail__section'>{DETAIL_TEXT.replies}</Text>
          {d.replies.length === 0 ? <Text className='politics-detail__empty'>{DETAIL_TEXT.noReply}</Text> : d.replies.map(r => (
            <View key={r.id} className='politics-detail__reply'>
              <Text className='politics-detail__reply-head'>{r.department} · {r.time.slice(0, 16)}</Text>
              <Text className='politics-detail__reply-text' userSelect>{r.content}</Text>
            </View>
          ))}
          {d.rating !== null ? <Text className='politics-detail__rated'>{DETAIL_TEXT.rated(d.rating)}</Text> : null}
          {d.reopened && !d.can.reopen && d.statusCode !== 'handling' ? <Text className='politics-detail__empty'>{DETAIL_TEXT.reopened}</Text> : null}
          <AskerActions q={q} d={d} />

          <Text className='politics-detail__section'>{DETAIL_TEXT.steps}</Text>
          <View className='politics-detail__steps'>
            {d.events.map((e, i) => (
              <View key={i} className='politics-detail__step'>
                <View className='politics-detail__dot' />
                <View className='politics-detail__step-body'>
                  <Text className='politics-detail__step-title'>{e.status} · {e.actor}</Text>
                  {e.note ? <Text className='politics-detail__step-note'>{e.note}</Text> : null}
                  <Text className='politics-detail__step-time'>{e.time.slice(0, 16)}</Text>
                </View>
              </View>
            ))}
          </View>
          {relatedStories.length ? (
            <>
              <Text className='politics-detail__section'>{DETAIL_TEXT.related}</Text>
              {relatedStories.map(n => <NewsCard key={n.id} item={n} onOpen={openItem} />)}
            </>
          ) : null}
          {d.underReview || d.complaint ? null : <BangComments thread={thread} />}
        </View>
      )}
    </PageShell>
  )
}

export default observer(PoliticsDetailPage)
