// /composition/TeacherCommentList?teacherId= (kept alive): teachers' published reviews (of one teacher),
// latest first, each with the work it is on.
import { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import { ReviewItem } from '../../components/items'
import { PagedItems } from '../../components/works'
import { teacherComments } from '../../../../stores/composition'
import { numberParam } from '../../../../utils/params'

export const COMMENTS_TEXT = { empty: '还没有公开的点评' } as const

function TeacherCommentsPage() {
  const { params } = useRouter()
  return (
    <PageShell route='compositionTeacherComments'>
      <View className='section-page'>
        <PagedItems list={teacherComments(numberParam(params.teacherId) || undefined)} empty={COMMENTS_TEXT.empty} render={r => <ReviewItem review={r} />} />
      </View>
    </PageShell>
  )
}

export default observer(TeacherCommentsPage)
