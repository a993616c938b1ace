// The news tab and every channel's home: /home/{classId} (and /home/composition, /home/yu-nong).
import { useEffect } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { Channel } from '@types-api/channel'
import PageShell from '../../components/PageShell'
import ChannelTabs from '../../components/ChannelTabs'
import NewsChannel from './channels/NewsChannel'
import DomesticChannel from './channels/DomesticChannel'
import CountyChannel from './channels/CountyChannel'
import HotChannel from './channels/HotChannel'
import AccountChannel from './channels/AccountChannel'
import TopicChannel from './channels/TopicChannel'
import { configStore } from '../../stores/config'
import { locationStore } from '../../stores/location'
import { navigate, redirect } from '../../utils/navigate'
import { channelHomeParams, DEFAULT_CHANNEL_ID } from '../../routes'
import './index.scss'

export const SEARCH_HINT = '搜索新闻、话题'

function ChannelBody({ channel }: { channel: Channel }) {
  switch (channel.kind) {
    case 'domestic': return <DomesticChannel />
    case 'county': return <CountyChannel channel={channel} />
    case 'hot': return <HotChannel />
    case 'account': return <AccountChannel />
    case 'topic': return <TopicChannel />
    default: return <NewsChannel channel={channel} />
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
  return (
    <PageShell route='home' hideTopBar>
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
          <ChannelBody key={channel.channelid} channel={channel} />
        </>
      ) : null}
    </PageShell>
  )
}

export default observer(HomePage)
