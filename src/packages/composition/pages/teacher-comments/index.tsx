// /composition/TeacherCommentList?teacherId= (kept alive): teachers' published reviews (of one teacher),
// latest first, each with the work it is on.
import { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import EmptyState from '../../../../components/EmptyState'
import ListFooter from '../../../../components/ListFooter'
import Skeleton from '../../../../components/Skeleton'
import { ReviewItem } from '../../components/items'
import { teacherComments } from '../../../../stores/composition'
import { useListPaging } from '../../../../utils/use-list-paging'
import { numberParam } from '../../../../utils/params'

export const COMMENTS_TEXT = { empty: '还没有公开的点评' } as const

function TeacherCommentsPage() {
  const { params } = useRouter()
  const list = teacherComments(numberParam(params.teacherId) || undefined)
  useListPaging(list)
  return (
    <PageShell route='compositionTeacherComments'>
      <View className='section-page'>
        {list.initialLoading ? <Skeleton /> : list.items.length === 0 && !list.error ? <EmptyState text={COMMENTS_TEXT.empty} /> : list.items.map(r => <ReviewItem key={r.id} review={r} />)}
        {list.items.length > 0 ? <ListFooter list={list} /> : null}
      </View>
    </PageShell>
  )
}

export default observer(TeacherCommentsPage)
