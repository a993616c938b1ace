// /composition/SchoolDetailPage?id=: a school — district, level, introduction, its figures — with 设为我的学校
// (the reader's selected school, which preselects the lists and the profile), its teachers, and its works.
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import EmptyState from '../../../../components/EmptyState'
import Skeleton from '../../../../components/Skeleton'
import { Picture } from '../../../../platform/picture'
import { TeacherItem } from '../../components/items'
import { WorksList } from '../../components/works'
import { newestCompositions, schoolInfo, selectedSchool, teacherList } from '../../../../stores/composition'
import { useResource } from '../../../../stores/resource'
import { useFirstPage } from '../../../../utils/use-list-paging'
import { navigate } from '../../../../utils/navigate'
import { numberParam } from '../../../../utils/params'
import { SCHOOL_TEXT } from '../../../../../common/composition'

export { SCHOOL_TEXT }

function SchoolPage() {
  const { params } = useRouter()
  const id = numberParam(params.id)
  const info = useResource(schoolInfo(id))
  const teachers = teacherList(id)
  useFirstPage(teachers)
  const s = info.data
  const mine = selectedSchool.school?.id === id
  const works = newestCompositions({ schoolId: id })
  return (
    <PageShell route='compositionSchool' title={s?.name} firstScreenReady={!!info.error || (!!s && !teachers.initialLoading && !works.initialLoading)}>
      {/* drawn with its teachers (who come a moment after the school would push its works down) */}
      {!s || teachers.initialLoading ? (info.error ? <EmptyState text={info.error} /> : <Skeleton rows={3} />) : (
        <View className='section-page'>
          <View className='section-head'>
            <View className='section-head__top'>
              <Picture className='section-head__badge' src={s.badge} mode='aspectFit' />
              <View>
                <Text className='section-head__name'>{s.name}</Text>
                <Text className='section-head__line'>{s.district} · {s.levelLabel}</Text>
              </View>
            </View>
            {s.intro ? <Text className='section-head__intro'>{s.intro}</Text> : null}
            <View className='section-head__figures'>
              <View className='section-head__figure'><Text className='section-head__number'>{s.works}</Text><Text className='section-head__label'>{SCHOOL_TEXT.works}</Text></View>
              <View className='section-head__figure'><Text className='section-head__number'>{s.recommended}</Text><Text className='section-head__label'>{SCHOOL_TEXT.recommended}</Text></View>
              <View className='section-head__figure'><Text className='section-head__number'>{s.printed}</Text><Text className='section-head__label'>{SCHOOL_TEXT.printed}</Text></View>
            </View>
            <View role='button' className={`section-head__choose${mine ? ' section-head__choose--on' : ''}`} onClick={() => selectedSchool.choose(mine ? null : s)}>{mine ? SCHOOL_TEXT.chosen : SCHOOL_TEXT.choose}</View>
          </View>
          {teachers.items.length > 0 ? (
            <>
              <View className='section-label'>
                <Text>{SCHOOL_TEXT.teachers}</Text>
                <Text className='section-label__more' onClick={() => void navigate('compositionTeachers', { schoolId: id })}>{SCHOOL_TEXT.allTeachers}</Text>
              </View>
              {teachers.items.slice(0, 3).map(t => <TeacherItem key={t.id} teacher={t} />)}
            </>
          ) : null}
          <Text className='section-label'>{SCHOOL_TEXT.newest}</Text>
          <WorksList list={works} />
        </View>
      )}
    </PageShell>
  )
}

export default observer(SchoolPage)
