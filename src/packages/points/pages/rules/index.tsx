// /AccumulatedPoints/rules: how points and growth are earned (the server's rules as they stand), the
// levels, and how points expire.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import Skeleton from '../../../../components/Skeleton'
import EmptyState from '../../../../components/EmptyState'
import { pointRules } from '../../../../stores/points'
import { useResource } from '../../../../stores/resource'
import './index.scss'

export const RULES_TEXT = {
  earn: '如何获得积分',
  cap: (n: number) => (n > 0 ? `每天最多${n}次` : '不限次数'),
  points: (p: number, g: number) => `积分+${p} 成长值+${g}`,
  levels: '等级说明',
  levelLine: '成长值累计达到 100、500、2000、5000、10000 分别升至 Lv2–Lv6，成长值不会减少。',
  expiry: '积分有效期',
  expiryLine: '每次获得的积分在次年12月31日24时过期，过期前30天会通过消息提醒你；使用积分时先用最早获得的。',
  reverse: '删除或被隐藏的评论、回答和内容，其获得的积分将被扣回（已使用的部分不再扣回）。',
} as const

function PointsRulesPage() {
  const rules = useResource(pointRules())
  return (
    <PageShell route='PointsRules'>
      {!rules.data ? (rules.error ? <EmptyState text={rules.error} /> : <Skeleton rows={4} />) : (
        <View className='point-rules'>
          <Text className='point-rules__title'>{RULES_TEXT.earn}</Text>
          {rules.data.map(r => (
            <View key={r.key} className='point-rules__rule'>
              <View className='point-rules__head'>
                <Text className='point-rules__name'>{r.title}</Text>
                <Text className='point-rules__points'>{RULES_TEXT.points(r.points, r.growth)}</Text>
              </View>
              <Text className='point-rules__desc'>{[r.description, RULES_TEXT.cap(r.dailyCap)].filter(Boolean).join('；')}</Text>
            </View>
          ))}
          <Text className='point-rules__title'>{RULES_TEXT.levels}</Text>
          <Text className='point-rules__text'>{RULES_TEXT.levelLine}</Text>
          <Text className='point-rules__title'>{RULES_TEXT.expiry}</Text>
          <Text className='point-rules__text'>{RULES_TEXT.expiryLine}</Text>
          <Text className='point-rules__text'>{RULES_TEXT.reverse}</Text>
        </View>
      )}
    </PageShell>
  )
}

export default observer(PointsRulesPage)
