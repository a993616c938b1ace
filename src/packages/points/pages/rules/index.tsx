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
import { RULES_TEXT } from '../../../../../common/shop'

export { RULES_TEXT }

function PointsRulesPage() {
  const rules = useResource(pointRules())
  return (
    <PageShell route='PointsRules' firstScreenReady={!rules.initialLoading}>
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
