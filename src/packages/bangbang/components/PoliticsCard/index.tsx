// A question in the 问政 lists: title, status (超期 when past its time limit), department, the latest
// reply, when and how often read. The asker's own question under review says 审核中.
import { Text, View } from '@tarojs/components'
import type { PoliticsListItem, PoliticsStatus } from '@types-api/politics'
import { DEPARTMENT_REPLY, OVERDUE, UNDER_REVIEW, statusTone } from '../../../../../common/politics'
import { shortCount } from '../../../../../common/count'
import './index.scss'

export { OVERDUE, UNDER_REVIEW, statusTone } from '../../../../../common/politics'
export { DEPARTMENT_REPLY }

export function StatusTag({ status, label, overdue }: { status: PoliticsStatus; label: string; overdue?: boolean }) {
  return (
    <View className='politics-tags'>
      <Text className={`politics-tag politics-tag--${statusTone(status)}`}>{label}</Text>
      {overdue ? <Text className='politics-tag politics-tag--overdue'>{OVERDUE}</Text> : null}
    </View>
  )
}

/** what a 问政 list item and a complaint in 我的投诉 have alike */
type CardTop = Pick<PoliticsListItem, 'title' | 'underReview' | 'statusCode' | 'status' | 'overdue' | 'replyContent'>

/** the title with its status (审核中 while held), then the department's latest reply */
export function PoliticsCardTop({ item }: { item: CardTop }) {
  return (
    <>
      <View className='politics-card__head'>
        <Text className='politics-card__title'>{item.title}</Text>
        {item.underReview ? <Text className='politics-tag politics-tag--off'>{UNDER_REVIEW}</Text> : <StatusTag status={item.statusCode} label={item.status} overdue={item.overdue} />}
      </View>
      {item.replyContent ? (
        <View className='politics-card__reply-box'>
          <Text className='politics-card__reply'><Text className='politics-card__reply-label'>{DEPARTMENT_REPLY}</Text>{item.replyContent}</Text>
        </View>
      ) : null}
    </>
  )
}

export default function PoliticsCard({ item, onOpen }: { item: PoliticsListItem; onOpen: (item: PoliticsListItem) => void }) {
  return (
    <View className='politics-card' onClick={() => onOpen(item)}>
      <PoliticsCardTop item={item} />
      <View className='politics-card__meta'>
        <Text className='politics-card__department'>{item.department.name}</Text>
        <Text>{item.time.slice(5, 16)}</Text>
        <Text>{shortCount(item.readNum)}阅读</Text>
      </View>
    </View>
  )
}
