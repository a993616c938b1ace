// 作文's list items, shared by the section's pages: a teacher, a school (ranked or not), a teacher's
// published review, and a page of the paper with the works it printed.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { type NewspaperIssueWithWorks, type RankedSchool, type School, type Teacher, type TeacherComment } from '@types-api/composition'
import CompositionCard from '../../../components/CompositionCard'
import { Picture } from '../../../platform/picture'
import { openComposition, openSchool, openTeacher, openTeacherComment } from '../../../stores/composition'
import './items.scss'
import { ITEMS_TEXT } from '../../../../common/composition'

export { ITEMS_TEXT }

export function TeacherItem({ teacher }: { teacher: Teacher }) {
  return (
    <View className='section-item' onClick={() => openTeacher(teacher)}>
      <Picture className='section-item__avatar' src={teacher.avatar} mode='aspectFill' lazy />
      <View className='section-item__main'>
        <Text className='section-item__name'>{teacher.name}</Text>
        <Text className='section-item__line'>{teacher.school.name} · {teacher.subject}</Text>
        <Text className='section-item__line'>{ITEMS_TEXT.reviews(teacher.reviews)} {ITEMS_TEXT.average(teacher.averageScore)}</Text>
      </View>
    </View>
  )
}

export function SchoolItem({ school }: { school: School | RankedSchool }) {
  const rank = 'rank' in school ? school.rank : 0
  return (
    <View className='section-item' onClick={() => openSchool(school)}>
      {rank ? <Text className={`section-item__rank${rank <= 3 ? ' section-item__rank--top' : ''}`}>{rank}</Text> : null}
      <Picture className='section-item__badge' src={school.badge} mode='aspectFit' lazy />
      <View className='section-item__main'>
        <Text className='section-item__name'>{school.name}</Text>
        <Text className='section-item__line'>{school.district} · {school.levelLabel} · {ITEMS_TEXT.teachers(school.teachers)}</Text>
        <Text className='section-item__line'>{ITEMS_TEXT.schoolFigures(school)}</Text>
      </View>
      {'value' in school ? <Text className='section-item__value'>{ITEMS_TEXT.value(school.value)}</Text> : null}
    </View>
  )
}

export function ReviewItem({ review, withTeacher = true }: { review: TeacherComment; withTeacher?: boolean }) {
  return (
    <View className='section-review' onClick={() => openTeacherComment(review)}>
      {withTeacher ? (
        <View className='section-review__head'>
          <Picture className='section-review__avatar' src={review.teacher.avatar} mode='aspectFill' lazy />
          <Text className='section-review__teacher'>{review.teacher.name} · {review.teacher.school.name}</Text>
          <Text className='section-review__score'>{ITEMS_TEXT.score(review.score)}</Text>
        </View>
      ) : <Text className='section-review__score section-review__score--alone'>{ITEMS_TEXT.score(review.score)}</Text>}
      <Text className='section-review__comment'>{review.comment}</Text>
      <Text className='section-review__of'>{ITEMS_TEXT.reviewOf(review.composition)}</Text>
    </View>
  )
}

export const IssueBlock = observer(function IssueBlock({ issue }: { issue: NewspaperIssueWithWorks }) {
  return (
    <View className='section-issue'>
      <Text className='section-issue__title'>{ITEMS_TEXT.paper(issue)}</Text>
      {issue.works.map(c => <CompositionCard key={c.id} item={c} onOpen={openComposition} />)}
    </View>
  )
})
