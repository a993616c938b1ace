// /AccumulatedPoints/index: the points shop's home (积分商城). The reader's points — the balance, growth and
// level (with what the next level needs), the daily 签到 with its streak, points about to expire — and the
// ways to their exchanges, coupons, tickets, 积分明细 and the rules; the search; the banners; the goods by
// category. A visitor browses the goods and is offered the login where the points would be.
import { useDidShow } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import Skeleton from '../../../../components/Skeleton'
import EmptyState from '../../../../components/EmptyState'
import BannerCarousel from '../../../../components/BannerCarousel'
import Tabs from '../../../../components/Tabs'
import ListFooter from '../../../../components/ListFooter'
import GoodsCard from '../../components/GoodsCard'
import ShopLinks from '../../components/ShopLinks'
import { pointsView } from '../../../../stores/points'
import { useResource } from '../../../../stores/resource'
import { sessionStore } from '../../../../stores/session'
import { SHOP_TEXT, shopHome } from '../../../../stores/shop'
import { requireLogin } from '../../../../stores/login-guard'
import { navigate } from '../../../../utils/navigate'
import { useListPaging } from '../../../../utils/use-list-paging'
import { POINTS_ENTRIES as ENTRIES, POINTS_TEXT } from '../../../../../common/shop'
import './index.scss'

export { POINTS_TEXT }

/** the reader's figures and sign-in; a visitor is offered the login */
const Balance = observer(function Balance() {
  const view = pointsView()
  const summary = useResource(sessionStore.loggedIn ? view.summary : null)
  useDidShow(() => { if (view.summary.data) void view.summary.reload() })
  if (!sessionStore.loggedIn) {
    return (
      <View role='button' className='points__card points__card--visitor' onClick={() => requireLogin()}>
        <Text className='points__label'>{POINTS_TEXT.login}</Text>
        <Text className='points__next'>{POINTS_TEXT.loginHint}</Text>
      </View>
    )
  }
  const s = summary?.data
  if (!s) return summary?.error ? <EmptyState text={summary.error} /> : <View className='points__card'><Skeleton rows={2} /></View>
  return (
    <>
      <View className='points__card'>
        <Text className='points__label'>{POINTS_TEXT.balance}</Text>
        <Text className='points__balance'>{s.credit}</Text>
        {s.credit < 0 ? <Text className='points__owing'>{POINTS_TEXT.owing}</Text> : null}
        <View className='points__figures'>
          <Text className='points__figure'>{POINTS_TEXT.growth} {s.integRal}</Text>
          <Text className='points__figure'>{POINTS_TEXT.level} {s.creditLevel}</Text>
        </View>
        <Text className='points__next'>{s.nextLevelAt === null ? POINTS_TEXT.top : POINTS_TEXT.next(s.nextLevelAt - s.integRal)}</Text>
        <View role='button' className={`points__sign${s.signedToday ? ' points__sign--done' : ''}${view.signing ? ' points__sign--busy' : ''}`}
          onClick={() => { if (!s.signedToday) void view.signIn() }}>
          {s.signedToday ? POINTS_TEXT.signed : POINTS_TEXT.signIn}
        </View>
        {s.streak > 0 ? <Text className='points__streak'>{POINTS_TEXT.streak(s.streak)}</Text> : null}
      </View>
      {s.expiring ? <Text className='points__expiring'>{POINTS_TEXT.expiring(s.expiring.points, s.expiring.at)}</Text> : null}
    </>
  )
})


function PointsIndexPage() {
  const home = shopHome()
  const goods = home.goods
  useListPaging(goods)
  const tabs = [{ key: '', title: SHOP_TEXT.all }, ...home.categories.map(c => ({ key: c, title: c }))]
  return (
    <PageShell route='PointsIndex' firstScreenReady={home.loaded || !!goods.error}>
      <View className='points'>
        <Balance />
        <View className='points__entries'>
          {ENTRIES.map(e => (
            <View key={e.route} role='link' className='points__entry' onClick={() => void navigate(e.route)}>
              <Text>{e.title}</Text>
            </View>
          ))}
        </View>
        <View role='search' className='points__search' onClick={() => void navigate('ShopSearch')}>
          <Text className='points__search-text'>{POINTS_TEXT.search}</Text>
        </View>
        {/* the banner, the tabs and the goods come with the first page of goods: until then one waiting block,
            with nothing under it to move when they come */}
        {!home.loaded && !goods.error ? <Skeleton rows={4} /> : (
          <>
            <BannerCarousel slides={home.banners.map(b => ({ id: b.goodsId, image: b.image, title: b.title, open: () => void navigate('ShopGoods', { id: b.goodsId }) }))} />
            <Text className='points__heading'>{POINTS_TEXT.goods}</Text>
            {home.categories.length > 0 ? <Tabs items={tabs} active={home.category} onChange={c => home.choose(c)} /> : null}
            {goods.initialLoading ? <Skeleton rows={4} /> : goods.empty ? <EmptyState text={SHOP_TEXT.noGoods} /> : (
              <View className='points__goods'>
                {goods.items.map(g => <GoodsCard key={g.id} goods={g} />)}
              </View>
            )}
            {goods.items.length > 0 ? <ListFooter list={goods} /> : null}
            <ShopLinks />
          </>
        )}
      </View>
    </PageShell>
  )
}

export default observer(PointsIndexPage)
