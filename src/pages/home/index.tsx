// The news tab and every channel's home: /home/{classId} (and /home/composition, /home/yu-nong).
import { lazy, Suspense, useEffect } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { hasNewsHome, type Channel } from '@types-api/channel'
import PageShell from '../../components/PageShell'
import ChannelTabs from '../../components/ChannelTabs'
import NewsChannel from './channels/NewsChannel'
import { configStore } from '../../stores/config'
import { channelHome, ownHomeDrawn } from '../../stores/channel-home'
import { locationStore } from '../../stores/location'
import { navigate, redirect } from '../../utils/navigate'
import { channelHomeParams, DEFAULT_CHANNEL_ID } from '../../../common/routes'
import { useProgressive } from '../../utils/use-later'
import './index.scss'

export const SEARCH_HINT = '搜索新闻、话题'

// Channels of another kind than news load with their first opening (on H5, code /home/1 need not fetch)
const DomesticChannel = lazy(() => import('./channels/DomesticChannel'))
const CountyChannel = lazy(() => import('./channels/CountyChannel'))
const HotChannel = lazy(() => import('./channels/HotChannel'))
const ProviderChannel = lazy(() => import('./channels/ProviderChannel'))
const TopicChannel = lazy(() => import('./channels/TopicChannel'))
const CompositionChannel = lazy(() => import('./channels/CompositionChannel'))
const RuralChannel = lazy(() => import('./channels/RuralChannel'))

/**
 * The first opening of the home draws its first screen in steps, each a task of its own: the header
 * and the channel tabs, then the banners and the sub-menu, then the ticker and the first stories (see
 * NewsChannel). The server's first screen lies over it until the last step is drawn. Once drawn, a
 * channel switch draws at once.
 */
export const HOME_STEPS = 3

function ChannelBody({ channel, step }: { channel: Channel; step: number }) {
  switch (channel.kind) {
    case 'domestic': return <DomesticChannel />
    case 'county': return <CountyChannel channel={channel} />
    case 'hot': return <HotChannel />
    case 'provider': return <ProviderChannel />
    case 'topic': return <TopicChannel />
    case 'composition': return <CompositionChannel />
    case 'rural': return <RuralChannel />
    default: return <NewsChannel channel={channel} withList={step >= HOME_STEPS} />
  }
}

function HomePage() {
  const { params } = useRouter()
  const channel = configStore.channelByKey(params.classId) ?? configStore.channel(DEFAULT_CHANNEL_ID) ?? configStore.channels[0]
  useEffect(() => {
    if (configStore.ready) void locationStore.locate()
  }, [configStore.ready]) // eslint-disable-line react-hooks/exhaustive-deps
  const domestic = configStore.channels.find(c => c.kind === 'domestic')
  const names: Record<number, string> = domestic && locationStore.areaName ? { [domestic.channelid]: locationStore.areaName } : {}
  const select = (c: Channel) => {
    if (c.channelid !== channel?.channelid) void redirect('home', channelHomeParams(c.channelid, c.path))
  }
  const step = useProgressive(HOME_STEPS, 1, 1)
  // a news channel's first screen is its first page of stories, wholly drawn (the others draw their own)
  // (作文's and 渝农's, drawn by the server too, once the channel has drawn it)
  const firstScreenReady = !channel || (channel.kind === 'composition' || channel.kind === 'rural' ? ownHomeDrawn(channel.kind)
    : !hasNewsHome(channel) || (!channelHome(channel.channelid).list.initialLoading && step >= HOME_STEPS))
  return (
    <PageShell route='home' hideTopBar firstScreenReady={firstScreenReady}>
      <View className='home__header'>
        <Text className='home__brand'>上游新闻</Text>
        <View className='home__search' onClick={() => void navigate('SearchPage')}>
          <View className='home__search-icon' />
          <Text>{SEARCH_HINT}</Text>
        </View>
      </View>
      {channel ? (
        <>
          <ChannelTabs channels={configStore.channels} activeId={channel.channelid} names={names} onSelect={select} />
          <Suspense fallback={null}>
            {step > 1 ? <ChannelBody key={channel.channelid} channel={channel} step={step} /> : null}
          </Suspense>
        </>
      ) : null}
    </PageShell>
  )
}

export default observer(HomePage)
