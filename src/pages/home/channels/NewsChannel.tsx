// A news channel's home: banners, the sub-menu, the headline ticker (推荐) and the story list.
import { useMemo } from 'react'
import { observer } from 'mobx-react-lite'
import type { Channel } from '@types-api/channel'
import BannerCarousel from '../../../components/BannerCarousel'
import ChannelMenu from '../../../components/ChannelMenu'
import HeadlineTicker from '../../../components/HeadlineTicker'
import NewsList from '../../../components/NewsList'
import { channelHome } from '../../../stores/channel-home'
import { hotList } from '../../../stores/lists'
import { useFirstPage, useListPaging } from '../../../utils/use-list-paging'
import { openItem } from '../../../utils/open-item'
import { DEFAULT_CHANNEL_ID } from '../../../../common/routes'

export const HEADLINE = '热点'

/** the news tab's ticker: the most read story right now */
const HotTicker = observer(function HotTicker() {
  const hot = hotList()
  useFirstPage(hot)
  const top = hot.items[0]
  return top ? <HeadlineTicker label={HEADLINE} title={top.title} onOpen={() => openItem(top)} /> : null
})

/** `withList` false: the banners and the sub-menu only (a step of the home's first drawing) */
function NewsChannel({ channel, withList = true }: { channel: Channel; withList?: boolean }) {
  const home = useMemo(() => channelHome(channel.channelid), [channel.channelid])
  useListPaging(home.list)
  return (
    <>
      <BannerCarousel banners={home.banners} />
      <ChannelMenu items={channel.sub} linenum={channel.linenum} showline={channel.showline} />
      {withList && channel.channelid === DEFAULT_CHANNEL_ID ? <HotTicker /> : null}
      {withList ? <NewsList list={home.list} /> : null}
    </>
  )
}

export default observer(NewsChannel)
