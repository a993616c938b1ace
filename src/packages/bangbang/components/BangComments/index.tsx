// BangBang's comments under an answer (classid 2) or a politics question, a post or a composition
// (classid 1), and a 发现 post's (the story calls with its classId 20): 全部评论 with
// 赶紧抢个沙发吧～ when empty; like (type 3), reply, delete after 你确定要删除吗？, report (platform 6 or 5);
// 查看全部回复 >> shows a thread's every reply in place; the box to write a comment or a reply, fixed at
// the bottom. Liking, replying, writing and more replies need a login (community-side spec §5).
import { useEffect, useMemo, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { Comment } from '@types-api/interaction'
import { REPORT_PLATFORM } from '@types-api/interaction'
import { BANG_CLASS } from '@types-api/qa'
import { DISCOVER_CLASS_ID } from '@types-api/discover'
import Skeleton from '../../../../components/Skeleton'
import ListFooter from '../../../../components/ListFooter'
import CommentBlock from '../../../../components/CommentBlock'
import ReportPopup from '../../../../components/ReportPopup'
import type { CommentActions } from '../../../../components/CommentItem'
import { TextArea } from '../../../../platform/text-area'
import { CommentDraft, StoryComments, ThreadComments } from '../../../../stores/comments'
import { ReportStore } from '../../../../stores/report'
import { locationStore } from '../../../../stores/location'
import type { CommentTarget } from '../../../../services/interactions'
import { requireLogin } from '../../../../stores/login-guard'
import { useListPaging } from '../../../../utils/use-list-paging'
import { COMMENT_TEXT } from '../../../../utils/interaction-text'
import './index.scss'

export const BANG_COMMENT_TEXT = {
  write: '写评论…',
  replyTo: (name: string) => `回复 ${name}：`,
  send: '发送',
  cancel: '取消',
} as const
export const COMMENT_MAX = 500

/** the comments of BangBang item `id` of kind `classId` (BANG_CLASS) */
export const bangThread = (classId: number, id: number): CommentTarget => ({ classId, id: id, from: 'bang' })

/** the box to write a comment, or a reply to `to` */
export const CommentComposer = observer(function CommentComposer({ draft, to, onDone, onCancel }: { draft: CommentDraft; to: Comment | null; onDone: () => void; onCancel?: () => void }) {
  const send = async () => {
    if (await draft.publish(locationStore.region)) onDone()
  }
  return (
    <View className='bang-composer'>
      <TextArea className='bang-composer__text' value={draft.text} maxLength={COMMENT_MAX} focus placeholder={to ? BANG_COMMENT_TEXT.replyTo(to.nickname) : BANG_COMMENT_TEXT.write} onInput={t => draft.setText(t)} />
      <View className='bang-composer__actions'>
        {onCancel ? <View role='button' className='bang-composer__cancel' onClick={onCancel}>{BANG_COMMENT_TEXT.cancel}</View> : null}
        <View role='button' className={`bang-composer__send${draft.busy ? ' bang-composer__send--off' : ''}`} onClick={() => void send()}>{BANG_COMMENT_TEXT.send}</View>
      </View>
    </View>
  )
})

/** a thread's every reply, shown in place under 查看全部回复 >> */
const Thread = observer(function Thread({ thread, actions }: { thread: ThreadComments; actions: CommentActions }) {
  useEffect(() => { void thread.replies.loadMore() }, [thread])
  return (
    <View className='bang-thread'>
      <Text className='bang-thread__title'>{COMMENT_TEXT.repliesTitle}</Text>
      <CommentBlock comments={thread.replies.items} total={thread.replies.items.length} actions={actions} title='' />
      {thread.replies.items.length > 0 ? <ListFooter list={thread.replies} /> : null}
    </View>
  )
})

/** `comments`: the thread's comments where the page holds them (its first screen waits for them) */
function BangComments({ thread, comments: held }: { thread: CommentTarget; comments?: StoryComments }) {
  const comments = useMemo(() => held ?? new StoryComments(thread), [held, thread])
  const report = useMemo(() => new ReportStore(thread), [thread])
  const [writing, setWriting] = useState<{ to: Comment | null } | null>(null)
  const [open, setOpen] = useState<ThreadComments | null>(null)
  const draft = useMemo(() => (writing ? new CommentDraft(thread, writing.to ? { plId: writing.to.id, grandPid: writing.to.grandPid || writing.to.id, pId: writing.to.pId } : undefined) : null), [thread, writing])
  useListPaging(comments.list)
  useEffect(() => comments.follow(), [comments])

  const write = (to: Comment | null) => { if (requireLogin()) setWriting({ to }) }
  const platformId = thread.classId === BANG_CLASS.answer ? REPORT_PLATFORM.qa : thread.classId === DISCOVER_CLASS_ID ? REPORT_PLATFORM.discover
    : thread.classId === BANG_CLASS.composition ? REPORT_PLATFORM.composition : REPORT_PLATFORM.politics
  const actions: CommentActions = {
    like: c => void comments.like(c),
    reply: c => write(c),
    remove: c => void comments.remove(c),
    report: c => void report.show({ kind: 'comment', comment: c, platformId, classId: thread.classId }),
    openThread: c => { if (requireLogin()) setOpen(new ThreadComments(thread, c.grandPid || c.id)) },
  }
  return (
    <>
      {open ? <Thread thread={open} actions={actions} /> : null}
      {comments.list.initialLoading ? <Skeleton rows={2} /> : (
        <CommentBlock comments={comments.list.items} total={comments.total} actions={actions} emptyText={COMMENT_TEXT.hotEmpty} />
      )}
      {comments.list.items.length > 0 ? <ListFooter list={comments.list} /> : null}
      {draft ? <View className='bang-composer__dock'><CommentComposer draft={draft} to={writing?.to ?? null} onDone={() => setWriting(null)} onCancel={() => setWriting(null)} /></View> : (
        <>
          <View className='bang-comments__bar-space' />
          <View className='bang-comments__bar'>
            <View className='bang-comments__input' onClick={() => write(null)}>{BANG_COMMENT_TEXT.write}</View>
          </View>
        </>
      )}
      <ReportPopup store={report} />
    </>
  )
}

export default observer(BangComments)
