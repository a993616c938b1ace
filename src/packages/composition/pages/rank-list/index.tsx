// /composition/RankList?type=rank|start: a whole ranking. Its title follows the query, as the spec has it:
// type=rank is the popularity ranking (人气榜), type=start the high-score one (高分榜; popularity and score
// are read too). Periods: this week, this month, all time; kept alive, so going back returns to the place.
import { useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { RANK_PERIODS, RANK_TITLES, type RankPeriod } from '@types-api/composition'
import PageShell from '../../../../components/PageShell'
import CompositionCard from '../../../../components/CompositionCard'
import ChunkedList from '../../../../components/ChunkedList'
import EmptyState from '../../../../components/EmptyState'
import ListFooter from '../../../../components/ListFooter'
import Skeleton from '../../../../components/Skeleton'
import Tabs from '../../../../components/Tabs'
import { compositionRank, openComposition } from '../../../../stores/composition'
import { useListPaging } from '../../../../utils/use-list-paging'
import { RANK_LIST_TEXT } from '../../../../../common/composition'
import { rankStartPeriod, rankTypeOf } from '../../../../../common/routes'
import './index.scss'

export { RANK_LIST_TEXT, rankTypeOf }

function RankListPage() {
  const { params } = useRouter()
  const type = rankTypeOf(params.type)
  const [period, setPeriod] = useState<RankPeriod>(() => rankStartPeriod(type))
  const list = compositionRank(type, period)
  useListPaging(list)
  const periods = (Object.keys(RANK_PERIODS) as RankPeriod[]).map(key => ({ key, title: RANK_PERIODS[key] }))
  return (
    <PageShell route='compositionRankList' title={RANK_TITLES[type]} firstScreenReady={!list.initialLoading || !!list.error}>
      <View className='composition-rank'>
        <Tabs items={periods} active={period} onChange={setPeriod} />
        <Text className='composition-rank__rule'>{RANK_LIST_TEXT.rule[type]}</Text>
        {list.initialLoading ? <Skeleton /> : list.items.length === 0 && !list.error ? <EmptyState text={RANK_LIST_TEXT.empty(RANK_PERIODS[period])} /> : (
          <>
            <ChunkedList items={list.items} keyOf={c => c.id} render={c => <CompositionCard item={c} ranked={type} onOpen={openComposition} />} />
            <ListFooter list={list} />
          </>
        )}
      </View>
    </PageShell>
  )
}

export default observer(RankListPage)
