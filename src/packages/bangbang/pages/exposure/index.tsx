// /BangBang/exposure/index: 曝光台 — readers' exposures of what is wrong around them, with pictures;
// a journalist verifies and follows each up (待核实 → 记者跟进中 → 已解决). Tabs by state with their
// counts; 我要曝光 (login first) writes one.
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { BangPostStatus } from '@types-api/community'
import PageShell from '../../../../components/PageShell'
import Tabs from '../../../../components/Tabs'
import ChunkedList from '../../../../components/ChunkedList'
import ListFooter from '../../../../components/ListFooter'
import Skeleton from '../../../../components/Skeleton'
import EmptyState from '../../../../components/EmptyState'
import PostCard from '../../components/PostCard'
import { compose, exposureView, openPost } from '../../../../stores/community'
import { useListPaging } from '../../../../utils/use-list-paging'
import { EXPOSURE_TEXT } from '../../../../../common/community'
import './index.scss'

export { EXPOSURE_TEXT }

type Tab = 'all' | 1 | 2

function ExposurePage() {
  const [tab, setTab] = useState<Tab>('all')
  const view = exposureView(tab === 'all' ? undefined : tab as BangPostStatus)
  const counts = exposureView(undefined).counts
  const list = view.list
  useListPaging(list)
  return (
    <PageShell route='exposureIndex' firstScreenReady={!list.initialLoading || !!list.error}>
      <View className='exposure__intro'><Text>{EXPOSURE_TEXT.intro}</Text></View>
      <Tabs<Tab> items={[
        { key: 'all', title: EXPOSURE_TEXT.all(counts.all) }, { key: 1, title: EXPOSURE_TEXT.handled(counts.handled) }, { key: 2, title: EXPOSURE_TEXT.solved(counts.solved) },
      ]} active={tab} onChange={setTab} />
      {list.initialLoading ? <Skeleton /> : list.empty ? <EmptyState text={EXPOSURE_TEXT.none} /> : (
        <>
          <ChunkedList key={tab} items={list.items} keyOf={p => p.id} render={p => <PostCard post={p} onOpen={openPost} />} />
          <ListFooter list={list} />
        </>
      )}
      <View role='button' className='exposure__post' onClick={() => compose('exposure')}>{EXPOSURE_TEXT.post}</View>
    </PageShell>
  )
}

export default observer(ExposurePage)
