// /BangBang/QA/detail?id={answerId}: one answer in full under its question — who answered (their tag,
// job; their home, or why it cannot be opened), every picture, the like block 'N人喜欢' (type 6, once:
// 您已经点赞过了 after, no call) with the disclaimer, the notices (self-discipline, report), and its
// comments (全部评论, 赶紧抢个沙发吧～; like, reply, delete after 你确定要删除吗？, report, 查看全部回复 >>)
// with the box to write one. Liking, commenting, replying and more replies need a login.
import { useEffect, useMemo, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { Comment } from '@types-api/interaction'
import { REPORT_PLATFORM } from '@types-api/interaction'
import PageShell from '../../../../components/PageShell'
import Skeleton from '../../../../components/Skeleton'
import EmptyState from '../../../../components/EmptyState'
import ListFooter from '../../../../components/ListFooter'
import CommentBlock from '../../../../components/CommentBlock'
import LikeBlock from '../../../../components/LikeBlock'
import ReportPopup from '../../../../components/ReportPopup'
import type { CommentActions } from '../../../../components/CommentItem'
import QuestionHeader from '../../components/QuestionHeader'
import AnswerCard from '../../components/AnswerCard'
import { TextArea } from '../../../../platform/text-area'
import { openMember, QaAnswerView } from '../../../../stores/qa'
import { CommentDraft, StoryComments, ThreadComments } from '../../../../stores/comments'
import { ReportStore } from '../../../../stores/report'
import { useResource } from '../../../../stores/resource'
import { locationStore } from '../../../../stores/location'
import { requireLogin } from '../../../../utils/login-guard'
import { navigate } from '../../../../utils/navigate'
import { useListPaging } from '../../../../utils/use-list-paging'
import { COMMENT_TEXT } from '../../../../utils/interaction-text'
import './index.scss'

export const QA_DETAIL_TEXT = {
  notice: '须知',
  selfDiscipline: '自律公约',
  report: '举报说明',
  write: '写评论…',
  replyTo: (name: string) => `回复 ${name}：`,
  send: '发送',
  cancel: '取消',
} as const

/** the box under the answer: a comment, or a reply to `to` */
const Composer = observer(function Composer({ draft, to, onDone, onCancel }: { draft: CommentDraft; to: Comment | null; onDone: () => void; onCancel: () => void }) {
  const send = async () => {
    if (await draft.publish(locationStore.region)) onDone()
  }
  return (
    <View className='qa-composer'>
      <TextArea className='qa-composer__text' value={draft.text} maxLength={500} focus placeholder={to ? QA_DETAIL_TEXT.replyTo(to.nickname) : QA_DETAIL_TEXT.write} onInput={t => draft.setText(t)} />
      <View className='qa-composer__actions'>
        <View role='button' className='qa-composer__cancel' onClick={onCancel}>{QA_DETAIL_TEXT.cancel}</View>
        <View role='button' className={`qa-composer__send${draft.busy ? ' qa-composer__send--off' : ''}`} onClick={() => void send()}>{QA_DETAIL_TEXT.send}</View>
      </View>
    </View>
  )
})

/** a thread's every reply, shown in place under 查看全部回复 >> */
const Thread = observer(function Thread({ thread, actions }: { thread: ThreadComments; actions: CommentActions }) {
  useEffect(() => { void thread.replies.loadMore() }, [thread])
  return (
    <View className='qa-thread'>
      <Text className='qa-thread__title'>{COMMENT_TEXT.repliesTitle}</Text>
      <CommentBlock comments={thread.replies.items} total={thread.replies.items.length} actions={actions} title='' />
      {thread.replies.items.length > 0 ? <ListFooter list={thread.replies} /> : null}
    </View>
  )
})

function QaDetailPage() {
  const { params } = useRouter()
  const id = Number(params.id) || 0
  const view = useMemo(() => new QaAnswerView(id), [id])
  const detail = useResource(view.detail)
  const comments = useMemo(() => new StoryComments(view.thread), [view])
  const report = useMemo(() => new ReportStore(view.thread), [view])
  const [writing, setWriting] = useState<{ to: Comment | null } | null>(null)
  const [open, setOpen] = useState<ThreadComments | null>(null)
  const draft = useMemo(() => (writing ? new CommentDraft(view.thread, writing.to ? { plId: writing.to.id, grandPid: writing.to.grandPid || writing.to.id, pId: writing.to.pId } : undefined) : null), [view, writing])
  useListPaging(comments.list)
  useEffect(() => comments.follow(), [comments])

  const write = (to: Comment | null) => { if (requireLogin()) setWriting({ to }) }
  const actions: CommentActions = {
    like: c => void comments.like(c),
    reply: c => write(c),
    remove: c => void comments.remove(c),
    report: c => void report.show({ kind: 'comment', comment: c, platformId: REPORT_PLATFORM.qa, classId: view.thread.classId }),
    // 查看全部回复 >> needs a login too (community-side spec §5)
    openThread: c => { if (requireLogin()) setOpen(new ThreadComments(view.thread, c.grandPid || c.id)) },
  }
  const d = detail.data
  return (
    <PageShell route='QADetail' isDetail>
      {!d ? (detail.error ? <EmptyState text={detail.error} /> : <Skeleton rows={4} />) : (
        <View className='qa-detail'>
          <QuestionHeader header={d.header} brief onOpen={() => void navigate('QAList', { id: d.header.id })} />
          <View className='qa-detail__answer'>
            <AnswerCard answer={d.answer} onAuthor={openMember} />
          </View>
          <LikeBlock liked={d.doLike.isLike} count={d.doLike.likeNum} disclaimer={d.disclaimer} onLike={() => void view.like()} />
          <View className='qa-detail__notice'>
            <Text className='qa-detail__notice-title'>{QA_DETAIL_TEXT.selfDiscipline}</Text>
            <Text className='qa-detail__notice-text'>{d.selfDiscipline}</Text>
            <Text className='qa-detail__notice-title'>{QA_DETAIL_TEXT.report}</Text>
            <Text className='qa-detail__notice-text'>{d.report}</Text>
          </View>
          {open ? <Thread thread={open} actions={actions} /> : null}
          {comments.list.initialLoading ? <Skeleton rows={2} /> : (
            <CommentBlock comments={comments.list.items} total={comments.total} actions={actions} emptyText={COMMENT_TEXT.hotEmpty} />
          )}
          {comments.list.items.length > 0 ? <ListFooter list={comments.list} /> : null}
        </View>
      )}
      {d ? (
        draft ? <Composer draft={draft} to={writing?.to ?? null} onDone={() => setWriting(null)} onCancel={() => setWriting(null)} /> : (
          <>
            <View className='qa-detail__bar-space' />
            <View className='qa-detail__bar'>
              <View className='qa-detail__input' onClick={() => write(null)}>{QA_DETAIL_TEXT.write}</View>
            </View>
          </>
        )
      ) : null}
      <ReportPopup store={report} />
    </PageShell>
  )
}

export default observer(QaDetailPage)
