// /composition/Teachers?schoolId= (kept alive): the section's teachers (of a school), those with the most
// published reviews first.
import { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import { TeacherItem } from '../../components/items'
import { PagedItems } from '../../components/works'
import { teacherList } from '../../../../stores/composition'
import { numberParam } from '../../../../utils/params'
import { TEACHERS_TEXT } from '../../../../../common/composition'

export { TEACHERS_TEXT }

function TeachersPage() {
  const { params } = useRouter()
  const list = teacherList(numberParam(params.schoolId) || undefined)
  return (
    <PageShell route='compositionTeachers' firstScreenReady={!list.initialLoading || !!list.error}>
      <View className='section-page'>
        <PagedItems list={list} empty={TEACHERS_TEXT.empty} render={t => <TeacherItem teacher={t} />} />
      </View>
    </PageShell>
  )
}

export default observer(TeachersPage)
