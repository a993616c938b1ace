// /composition/TeacherDetailPage?id=: a teacher — their school, subject, introduction, published reviews and
// average score — and their published reviews, latest first (each opens TeacherCommentDetail).
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import EmptyState from '../../../../components/EmptyState'
import Skeleton from '../../../../components/Skeleton'
import { Picture } from '../../../../platform/picture'
import { ReviewItem } from '../../components/items'
import { PagedItems } from '../../components/works'
import { openSchool, teacherComments, teacherInfo } from '../../../../stores/composition'
import { useResource } from '../../../../stores/resource'
import { numberParam } from '../../../../utils/params'
import { TEACHER_TEXT } from '../../../../../common/composition'

export { TEACHER_TEXT }

function TeacherPage() {
  const { params } = useRouter()
  const id = numberParam(params.id)
  const info = useResource(teacherInfo(id))
  const t = info.data
  const reviews = teacherComments(id)
  return (
    <PageShell route='compositionTeacher' title={t ? `${t.name}老师` : undefined} firstScreenReady={!!info.error || (!!t && !reviews.initialLoading)}>
      {!t ? (info.error ? <EmptyState text={info.error} /> : <Skeleton rows={3} />) : (
        <View className='section-page'>
          <View className='section-head'>
            <View className='section-head__top'>
              <Picture className='section-head__avatar' src={t.avatar} mode='aspectFill' />
              <View>
                <Text className='section-head__name'>{t.name}</Text>
                <Text className='section-head__line' onClick={() => openSchool(t.school)}>{t.school.name} · {t.subject}</Text>
              </View>
            </View>
            {t.intro ? <Text className='section-head__intro'>{t.intro}</Text> : null}
            <View className='section-head__figures'>
              <View className='section-head__figure'><Text className='section-head__number'>{t.reviews}</Text><Text className='section-head__label'>{TEACHER_TEXT.reviews}</Text></View>
              <View className='section-head__figure'><Text className='section-head__number'>{t.averageScore ?? '—'}</Text><Text className='section-head__label'>{TEACHER_TEXT.average}</Text></View>
            </View>
          </View>
          <Text className='section-label'>{TEACHER_TEXT.comments}</Text>
          <PagedItems list={reviews} empty={TEACHER_TEXT.none} render={r => <ReviewItem review={r} withTeacher={false} />} />
        </View>
      )}
    </PageShell>
  )
}

export default observer(TeacherPage)
