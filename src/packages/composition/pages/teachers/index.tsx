// /composition/Teachers?schoolId= (kept alive): the section's teachers (of a school), those with the most
// published reviews first.
import { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import EmptyState from '../../../../components/EmptyState'
import ListFooter from '../../../../components/ListFooter'
import Skeleton from '../../../../components/Skeleton'
import { TeacherItem } from '../../components/items'
import { teacherList } from '../../../../stores/composition'
import { useListPaging } from '../../../../utils/use-list-paging'
import { numberParam } from '../../../../utils/params'

export const TEACHERS_TEXT = { empty: '还没有认证的老师' } as const

function TeachersPage() {
  const { params } = useRouter()
  const list = teacherList(numberParam(params.schoolId) || undefined)
  useListPaging(list)
  return (
    <PageShell route='compositionTeachers'>
      <View className='section-page'>
        {list.initialLoading ? <Skeleton /> : list.items.length === 0 && !list.error ? <EmptyState text={TEACHERS_TEXT.empty} /> : list.items.map(t => <TeacherItem key={t.id} teacher={t} />)}
        {list.items.length > 0 ? <ListFooter list={list} /> : null}
      </View>
    </PageShell>
  )
}

export default observer(TeachersPage)
