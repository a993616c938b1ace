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

export const TEACHERS_TEXT = { empty: '还没有认证的老师' } as const

function TeachersPage() {
  const { params } = useRouter()
  return (
    <PageShell route='compositionTeachers'>
      <View className='section-page'>
        <PagedItems list={teacherList(numberParam(params.schoolId) || undefined)} empty={TEACHERS_TEXT.empty} render={t => <TeacherItem teacher={t} />} />
      </View>
    </PageShell>
  )
}

export default observer(TeachersPage)
