// /composition/TeacherCommentDetail?id=: one published review — its teacher, score, the lines they marked,
// the comment — and the work it is on (opening it in full).
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import EmptyState from '../../../../components/EmptyState'
import Skeleton from '../../../../components/Skeleton'
import { Picture } from '../../../../platform/picture'
import { openComposition, openTeacher, teacherCommentInfo } from '../../../../stores/composition'
import { useResource } from '../../../../stores/resource'
import { numberParam } from '../../../../utils/params'
import { REVIEW_DETAIL_TEXT } from '../../../../../common/composition'
import './index.scss'

export const COMMENT_TEXT = REVIEW_DETAIL_TEXT

function TeacherCommentPage() {
  const { params } = useRouter()
  const info = useResource(teacherCommentInfo(numberParam(params.id)))
  const r = info.data
  return (
    <PageShell route='compositionTeacherComment' firstScreenReady={!info.initialLoading}>
      {!r ? (info.error ? <EmptyState text={info.error} /> : <Skeleton rows={3} />) : (
        <View className='review-detail'>
          <View className='review-detail__teacher' onClick={() => openTeacher(r.teacher)}>
            <Picture className='review-detail__avatar' src={r.teacher.avatar} mode='aspectFill' />
            <View className='review-detail__who'>
              <Text className='review-detail__name'>{r.teacher.name}</Text>
              <Text className='review-detail__school'>{r.teacher.school.name} · {r.teacher.subject}</Text>
            </View>
            <Text className='review-detail__score'>{COMMENT_TEXT.score(r.score)}</Text>
          </View>
          {r.highlights.map(h => <Text key={h} className='review-detail__highlight'>“{h}”</Text>)}
          <Text className='review-detail__comment'>{r.comment}</Text>
          <Text className='review-detail__time'>{r.time}</Text>
          <View className='review-detail__work' onClick={() => openComposition(r.composition)}>
            <Text className='review-detail__label'>{COMMENT_TEXT.on}</Text>
            <Text className='review-detail__title'>《{r.composition.title}》</Text>
            <Text className='review-detail__by'>{r.composition.penName} · {r.composition.grade}</Text>
            <Text className='review-detail__open'>{COMMENT_TEXT.open}</Text>
          </View>
        </View>
      )}
    </PageShell>
  )
}

export default observer(TeacherCommentPage)
