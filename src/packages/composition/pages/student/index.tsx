// /composition/StudentDetailPage?id=: a pupil as the public sees them — pen name, school, grade, their public
// works' count — and those works, newest first. Never more of a child (issue 26, minors).
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import EmptyState from '../../../../components/EmptyState'
import Skeleton from '../../../../components/Skeleton'
import { WorksList } from '../../components/works'
import { studentInfo, studentWorks } from '../../../../stores/composition'
import { useResource } from '../../../../stores/resource'
import { numberParam } from '../../../../utils/params'
import '../../components/items.scss'
import { STUDENT_TEXT } from '../../../../../common/composition'

export { STUDENT_TEXT }

function StudentPage() {
  const { params } = useRouter()
  const id = numberParam(params.id)
  const info = useResource(studentInfo(id))
  const s = info.data
  const works = studentWorks(id)
  return (
    <PageShell route='compositionStudent' title={s?.penName} firstScreenReady={!!info.error || (!!s && !works.initialLoading)}>
      {!s ? (info.error ? <EmptyState text={info.error} /> : <Skeleton rows={3} />) : (
        <View className='section-page'>
          <View className='section-head'>
            <Text className='section-head__name'>{s.penName}</Text>
            <Text className='section-head__line'>{s.school.name} · {s.grade}</Text>
            <Text className='section-head__line'>{STUDENT_TEXT.works(s.works)}</Text>
          </View>
          <WorksList list={works} />
        </View>
      )}
    </PageShell>
  )
}

export default observer(StudentPage)
