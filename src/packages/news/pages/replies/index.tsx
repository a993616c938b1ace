// A comment and all its replies (/CommentReplyPage?classId=…&newsId=…&plId=…), oldest first; the bar
// below answers the comment.
import { useEffect, useMemo } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { Comment } from '@types-api/interaction'
import PageShell from '../../../../components/PageShell'
import ListFooter from '../../../../components/ListFooter'
import EmptyState from '../../../../components/EmptyState'
import Skeleton from '../../../../components/Skeleton'
import { ThreadComments } from '../../../../stores/comments'
import { ReportStore } from '../../../../stores/report'
import { useListPaging } from '../../../../utils/use-list-paging'
import { requireLogin } from '../../../../stores/login-guard'
import { backToOpener, navigate } from '../../../../utils/navigate'
import { COMMENT_TEXT } from '../../../../utils/interaction-text'
import { REPORT_PLATFORM } from '@types-api/interaction'
import CommentItem, { type CommentActions } from '../../../../components/CommentItem'
import CommentBar from '../../components/CommentBar'
import ReportPopup from '../../../../components/ReportPopup'
import '../../../../components/CommentBlock/index.scss'
import './index.scss'
import { numberParam } from '../../../../utils/params'
import { useProgressive } from '../../../../utils/use-later'
import { FIRST_VIEW_ITEMS } from '../../../../components/ChunkedList'

function CommentReplyPage() {
  const { params } = useRouter()
  const classId = numberParam(params.classId)
  const newsId = numberParam(params.newsId)
  const rootId = numberParam(params.plId)
  const story = useMemo(() => ({ classId, id: newsId }), [classId, newsId])
  const thread = useMemo(() => new ThreadComments(story, rootId), [story, rootId])
  const report = useMemo(() => new ReportStore(story), [story])
  useEffect(() => {
    void thread.loadHead()
    return thread.follow()
  }, [thread])
  useListPaging(thread.replies, () => thread.loadHead())
  const head = thread.head
  const replies = thread.replies
  // a page of replies is drawn a screen at a time, a step per task
  const shownReplies = useProgressive(replies.items.length, FIRST_VIEW_ITEMS, FIRST_VIEW_ITEMS)

  const reply = (c: Comment) => {
    if (!requireLogin()) return
    void navigate('PublishComment', { ...story, plId: c.id, grandPid: rootId, pId: c.pId, from: 'News' })
  }
  const actions: CommentActions = {
    like: c => void thread.like(c),
    reply,
    remove: async c => {
      // without its head the thread is gone: back to where the reader came from
      if ((await thread.remove(c)) && c.id === rootId) void backToOpener()
    },
    report: c => void report.show({ kind: 'comment', comment: c, platformId: REPORT_PLATFORM.news, classId }),
    openThread: () => undefined,
  }

  return (
    <PageShell route='CommentReplyPage' firstScreenReady={!!thread.error || (!!head && !replies.initialLoading) || !!replies.error}>
      <View className='reply-page'>
        {head ? (
          <View className='reply-page__head'><CommentItem comment={head} actions={actions} showReplies={false} /></View>
        ) : thread.error ? (
          <EmptyState text={thread.error} />
        ) : (
          <View className='reply-page__head'><Skeleton rows={1} /></View>
        )}
        {head ? (
          <View className='comment-block'>
            <View className='comment-block__head'>
              <Text className='comment-block__title'>{COMMENT_TEXT.repliesTitle}</Text>
              {head.rsNum > 0 ? <Text className='comment-block__count'>{head.rsNum}</Text> : null}
            </View>
            {replies.finished && replies.items.length === 0 ? <EmptyState text={COMMENT_TEXT.empty} /> : null}
            {replies.items.slice(0, shownReplies).map(c => <CommentItem key={c.id} comment={c} actions={actions} showReplies={false} />)}
            {replies.items.length > 0 || replies.error ? (
              <ListFooter list={replies} />
            ) : null}
          </View>
        ) : null}
      </View>
      {head ? (
        <CommentBar allowPl count={head.rsNum} liked={false} placeholder={COMMENT_TEXT.replyTo(head.nickname)} onWrite={() => reply(head)} onComments={() => undefined} />
      ) : null}
      <ReportPopup store={report} />
    </PageShell>
  )
}

export default observer(CommentReplyPage)
