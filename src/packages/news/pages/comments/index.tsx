// All of a story's comments (/CommentPage?classId=…&newsId=…): the hot ones, then every comment
// newest first, paged to the end; the comment bar below.
import { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import ListFooter from '../../../../components/ListFooter'
import Skeleton from '../../../../components/Skeleton'
import { useListPaging } from '../../../../utils/use-list-paging'
import { COMMENT_TEXT } from '../../../../utils/interaction-text'
import { useStory } from '../../use-story'
import CommentBlock from '../../../../components/CommentBlock'
import CommentItem from '../../../../components/CommentItem'
import CommentBar from '../../components/CommentBar'
import ReportPopup from '../../../../components/ReportPopup'
import '../../../../components/CommentBlock/index.scss'
import './index.scss'
import { numberParam } from '../../../../utils/params'

function CommentPage() {
  const { params } = useRouter()
  const classId = numberParam(params.classId)
  const newsId = numberParam(params.newsId)
  const s = useStory(classId, newsId, { route: 'CommentPage', ads: false })
  const { comments } = s
  const list = comments.list
  useListPaging(list)
  return (
    <PageShell route='CommentPage' firstScreenReady={!list.initialLoading || !!list.error || !!s.store.error || (!!s.detail && s.commentsHidden)}>
      <View className='comment-page'>
        {comments.hot.length > 0 ? (
          <View className='comment-block comment-block--hot'>
            <View className='comment-block__head'><View className='comment-block__title'>{COMMENT_TEXT.hotTitle}</View></View>
            {comments.hot.map(c => <CommentItem key={c.id} comment={c} actions={s.actions} />)}
          </View>
        ) : null}
        {list.initialLoading ? (
          <View className='comment-page__loading'><Skeleton rows={3} /></View>
        ) : (
          <CommentBlock comments={list.items} total={s.commentCount} actions={s.actions} />
        )}
        {list.items.length > 0 || list.error ? (
          <ListFooter list={list} />
        ) : null}
      </View>
      <CommentBar {...s.bar} onComments={() => undefined} />
      <ReportPopup store={s.report} />
    </PageShell>
  )
}

export default observer(CommentPage)
