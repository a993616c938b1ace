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
import { COMMENTS_TEXT } from '../../../../../common/composition'

export { COMMENTS_TEXT }

function TeacherCommentsPage() {
  const { params } = useRouter()
  const list = teacherComments(numberParam(params.teacherId) || undefined)
  return (
    <PageShell route='compositionTeacherComments' firstScreenReady={!list.initialLoading || !!list.error}>
      <View className='section-page'>
        <PagedItems list={list} empty={COMMENTS_TEXT.empty} render={r => <ReviewItem review={r} />} />
      </View>
    </PageShell>
  )
}

export default observer(TeacherCommentsPage)
