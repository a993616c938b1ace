// The 影像 tab: video, live, 拍客 (citizen photos) and VR, each its own list (/Image/{tab}).
import { useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { NewsItem } from '@types-api/news'
import PageShell from '../../components/PageShell'
import Tabs from '../../components/Tabs'
import NewsList from '../../components/NewsList'
import VideoCard from '../../components/VideoCard'
import LiveCard from '../../components/LiveCard'
import VrCard from '../../components/VrCard'
import NewsCard from '../../components/NewsCard'
import { columnList, liveList, videoList, vrList } from '../../stores/lists'
import type { PagedList } from '../../stores/paged-list'
import { useListPaging } from '../../utils/use-list-paging'
import { openItem } from '../../utils/open-item'
import { replaceAddress } from '../../utils/navigate'
import { PHOTO_COLUMN_ID } from '@types-api/sections'
import { IMAGE_TABS, type ImageTab } from '../../../common/video'
import './index.scss'

export { IMAGE_TABS, type ImageTab }


const LISTS: Record<ImageTab, { list: () => PagedList<NewsItem>; render: (item: NewsItem) => JSX.Element }> = {
  VideoPage: { list: videoList, render: item => <VideoCard item={item} onOpen={openItem} /> },
  LivePage: { list: liveList, render: item => <LiveCard item={item} onOpen={openItem} /> },
  ImagePage: { list: () => columnList(PHOTO_COLUMN_ID), render: item => <NewsCard item={{ ...item, showType: 2 }} onOpen={openItem} /> },
  VRPage: { list: vrList, render: item => <VrCard item={item} onOpen={openItem} /> },
}

function ImagePage() {
  const { params } = useRouter()
  const initial = IMAGE_TABS.some(t => t.key === params.tab) ? (params.tab as ImageTab) : 'VideoPage'
  const [tab, setTab] = useState<ImageTab>(initial)
  const list = LISTS[tab].list()
  useListPaging(list)
  const change = (next: ImageTab) => {
    setTab(next)
    replaceAddress('Image', { tab: next })
  }
  return (
    <PageShell route='Image' hideTopBar firstScreenReady={!list.initialLoading || !!list.error}>
      <View className='image-page__tabs'>
        <Tabs items={IMAGE_TABS} active={tab} onChange={change} dark />
      </View>
      <View className={`image-page image-page--${tab}`}>
        <NewsList key={tab} list={list} renderItem={LISTS[tab].render} />
      </View>
    </PageShell>
  )
}

export default observer(ImagePage)
