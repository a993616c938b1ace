// The news tab and every channel's home: /home/{classId} (and /home/composition, /home/yu-nong).
import { useEffect, useMemo } from 'react'
import Taro, { useReachBottom, usePullDownRefresh, useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { Channel } from '@types-api/channel'
import PageShell from '../../components/PageShell'
import ChannelTabs from '../../components/ChannelTabs'
import NewsList from '../../components/NewsList'
import { configStore } from '../../stores/config'
import { channelHome } from '../../stores/channel-home'
import { redirect } from '../../utils/navigate'
import { channelHomeParams, DEFAULT_CHANNEL_ID } from '../../routes'
import './index.scss'

function ChannelPage({ channel }: { channel: Channel }) {
  const home = useMemo(() => channelHome(channel.channelid), [channel.channelid])
  useEffect(() => {
    if (home.list.page === 0) void home.list.loadMore()
  }, [home])
  useReachBottom(() => void home.list.loadMore())
  usePullDownRefresh(() => {
    void home.list.refresh().finally(() => Taro.stopPullDownRefresh())
  })
  return <NewsList list={home.list} />
}

const ObservedChannelPage = observer(ChannelPage)

function HomePage() {
  const { params } = useRouter()
  const channel = configStore.channelByKey(params.classId) ?? configStore.channel(DEFAULT_CHANNEL_ID) ?? configStore.channels[0]
  const select = (c: Channel) => {
    if (c.channelid !== channel?.channelid) void redirect('home', channelHomeParams(c.channelid, c.path))
  }
  return (
    <PageShell route='home' hideTopBar>
      <View className='home__header'>
        <Text className='home__brand'>上游新闻</Text>
        <Text className='home__slogan'>重庆的新闻 你的新闻</Text>
      </View>
      {channel ? (
        <>
          <ChannelTabs channels={configStore.channels} activeId={channel.channelid} onSelect={select} />
          <ObservedChannelPage key={channel.channelid} channel={channel} />
        </>
      ) : null}
    </PageShell>
  )
}

export default observer(HomePage)
