// /yu-nong/farmer-talk (农民说, 渝农): farmers' own posts — the harvest, the village's news, what worked in
// the fields — newest or hot, with their pictures or video, likes and comments as 发现's posts have them;
// 我要说 posts one (login first). A post opens as a 发现 post.
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import Tabs from '../../../../components/Tabs'
import ChunkedList from '../../../../components/ChunkedList'
import ListFooter from '../../../../components/ListFooter'
import Skeleton from '../../../../components/Skeleton'
import EmptyState from '../../../../components/EmptyState'
import DiscoverCard from '../../components/DiscoverCard'
import { farmerTalk, openComments, openDiscover, openTopic, talk } from '../../../../stores/discover'
import { useListPaging } from '../../../../utils/use-list-paging'
import './index.scss'
import { FARMER_TALK_TEXT } from '../../../../../common/discover'

export { FARMER_TALK_TEXT }

type Order = 'new' | 'hot'

function FarmerTalkPage() {
  const [order, setOrder] = useState<Order>('new')
  const list = farmerTalk(order)
  useListPaging(list)
  return (
    <PageShell route='ruralTalk' firstScreenReady={!list.initialLoading || !!list.error}>
      <View className='farmer-talk__top'><Text className='farmer-talk__intro'>{FARMER_TALK_TEXT.intro}</Text></View>
      <Tabs<Order> items={[{ key: 'new', title: FARMER_TALK_TEXT.latest }, { key: 'hot', title: FARMER_TALK_TEXT.hot }]} active={order} onChange={setOrder} />
      {list.initialLoading ? <Skeleton /> : list.empty ? <EmptyState text={FARMER_TALK_TEXT.none} /> : (
        <>
          <ChunkedList key={order} items={list.items} keyOf={p => p.id}
            render={(p, i) => <DiscoverCard item={p} eager={i < 2} onOpen={openDiscover} onComments={openComments} onTopic={openTopic} />} />
          <ListFooter list={list} />
        </>
      )}
      <View role='button' className='farmer-talk__talk' onClick={() => talk()}>{FARMER_TALK_TEXT.talk}</View>
    </PageShell>
  )
}

export default observer(FarmerTalkPage)
