// /BangBang/community/index: 社区. Without a query, the section's home: the reader's community (or the
// way to choose one), communities nearby, and the newest posts of every community. With id, one
// community: its card, 加入 (or 发帖 for its members), its posts and its members (workers first). With
// userId, a member's page: their community and their posts. 发帖 and 加入 need a login.
import { useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { BangPost, CommunityPerson } from '@types-api/community'
import PageShell from '../../../../components/PageShell'
import Tabs from '../../../../components/Tabs'
import ChunkedList from '../../../../components/ChunkedList'
import ListFooter from '../../../../components/ListFooter'
import Skeleton from '../../../../components/Skeleton'
import EmptyState from '../../../../components/EmptyState'
import { Picture } from '../../../../platform/picture'
import { ScrollArea } from '../../../../platform/scroll-area'
import PostCard from '../../components/PostCard'
import CommunityCard, { COMMUNITY_CARD_TEXT } from '../../components/CommunityCard'
import { communityHome, communityUser, communityView, compose, join, openPost } from '../../../../stores/community'
import type { PagedList } from '../../../../stores/paged-list'
import { useFirstPage, useListPaging } from '../../../../utils/use-list-paging'
import { navigate } from '../../../../utils/navigate'
import './index.scss'
import { numberParam } from '../../../../utils/params'
import { COMMUNITY_TEXT, NEARBY_COMMUNITIES } from '../../../../../common/community'

export { COMMUNITY_TEXT }

const openCommunity = (id: number) => void navigate('communityIndex', { id })
const openUser = (p: Pick<BangPost, 'userid'>) => void navigate('communityIndex', { userId: p.userid })

/** a list of posts, paged */
const Posts = observer(function Posts({ list, empty }: { list: PagedList<BangPost>; empty: string }) {
  useListPaging(list)
  if (list.initialLoading) return <Skeleton />
  if (list.empty) return <EmptyState text={empty} />
  return (
    <>
      <ChunkedList items={list.items} keyOf={p => p.id} render={p => (
        <PostCard post={p} onOpen={openPost} onAuthor={openUser} onCommunity={c => c.community && openCommunity(c.community.id)} />
      )} />
      <ListFooter list={list} />
    </>
  )
})

const Members = observer(function Members({ list }: { list: PagedList<CommunityPerson> }) {
  useListPaging(list)
  if (list.initialLoading) return <Skeleton />
  if (list.empty) return <EmptyState text={COMMUNITY_TEXT.noMembers} />
  return (
    <>
      <ChunkedList items={list.items} keyOf={m => m.userid} render={m => (
        <View className='community__member' onClick={() => openUser(m)}>
          <Picture className='community__member-pic' src={m.userPic} mode='aspectFill' />
          <Text className='community__member-name'>{m.username}</Text>
          {m.role === 'worker' ? <Text className='community__member-title'>{m.title || COMMUNITY_TEXT.worker}</Text> : null}
        </View>
      )} />
      <ListFooter list={list} />
    </>
  )
})

const Home = observer(function Home() {
  const home = communityHome()
  // (the reader's community, those near and the newest posts come in one answer: until then one waiting
  // block, with nothing under it to move when they come)
  const waiting = home.latest.page === 0 && !home.latest.error
  // (asked for here: the posts' list, which pages it on, is not drawn until it has come)
  useFirstPage(home.latest)
  return (
    <>
      <View className='community__intro'><Text>{COMMUNITY_TEXT.intro}</Text></View>
      {waiting ? <Skeleton rows={3} /> : (
        <>
          <View className='community__section'>
            <View className='community__section-head'>
              <Text className='community__section-title'>{COMMUNITY_TEXT.mine}</Text>
              <Text className='community__more' onClick={() => void navigate('communityCommend')}>{home.mine ? COMMUNITY_TEXT.change : COMMUNITY_TEXT.choose}</Text>
            </View>
            {home.mine ? <CommunityCard community={home.mine} mine onOpen={c => openCommunity(c.id)} /> : (
              <View className='community__none'>
                <Text className='community__none-text'>{COMMUNITY_TEXT.none}</Text>
                <View role='button' className='community__choose' onClick={() => void navigate('communityCommend')}>{COMMUNITY_TEXT.choose}</View>
              </View>
            )}
          </View>
          {home.communities.length > 0 ? (
            <View className='community__section'>
              <View className='community__section-head'>
                <Text className='community__section-title'>{COMMUNITY_TEXT.nearby}</Text>
                <Text className='community__more' onClick={() => void navigate('communityCommend')}>{COMMUNITY_TEXT.more}</Text>
              </View>
              <ScrollRow />
            </View>
          ) : null}
          <View className='community__section'>
            <View className='community__section-head'><Text className='community__section-title'>{COMMUNITY_TEXT.latest}</Text></View>
            <Posts list={home.latest} empty={COMMUNITY_TEXT.noPosts} />
          </View>
        </>
      )}
      <View role='button' className='community__post' onClick={() => compose('community', !!home.mine)}>{COMMUNITY_TEXT.post}</View>
    </>
  )
})

/** communities to join, side by side */
const ScrollRow = observer(function ScrollRow() {
  const home = communityHome()
  return (
    <ScrollArea className='community__row'>
      {home.communities.filter(c => c.id !== home.mine?.id).slice(0, NEARBY_COMMUNITIES).map(c => (
        <View key={c.id} className='community__tile' onClick={() => openCommunity(c.id)}>
          <Text className='community__tile-name'>{c.name}</Text>
          <Text className='community__tile-place'>{c.district}</Text>
          <Text className='community__tile-figures'>{COMMUNITY_CARD_TEXT.figures(c)}</Text>
        </View>
      ))}
    </ScrollArea>
  )
})

type Tab = 'posts' | 'members'

const One = observer(function One({ id }: { id: number }) {
  const view = communityView(id)
  const [tab, setTab] = useState<Tab>('posts')
  const c = view.community
  return (
    <PageShell route='communityIndex' title={c?.name}>
      {c ? (
        <View className='community__head'>
          <CommunityCard community={c} mine={view.role !== null} onOpen={() => undefined} onJoin={x => void join(x)} />
          {c.intro ? <Text className='community__head-intro'>{c.intro}</Text> : null}
        </View>
      ) : view.posts.error ? <EmptyState text={view.posts.error} /> : <Skeleton rows={2} />}
      <Tabs items={[{ key: 'posts', title: COMMUNITY_TEXT.posts }, { key: 'members', title: COMMUNITY_TEXT.members }]} active={tab} onChange={setTab} />
      {tab === 'posts' ? <Posts list={view.posts} empty={COMMUNITY_TEXT.noPosts} />
        : view.role === null ? <EmptyState text={COMMUNITY_TEXT.membersOnly} /> : <Members list={view.members} />}
      {view.role !== null ? <View role='button' className='community__post' onClick={() => compose('community', true)}>{COMMUNITY_TEXT.post}</View> : null}
    </PageShell>
  )
})

const Member = observer(function Member({ id }: { id: number }) {
  const view = communityUser(id)
  const u = view.user
  return (
    <PageShell route='communityIndex' title={u?.username}>
      {u ? (
        <View className='community__person'>
          <Picture className='community__person-pic' src={u.userPic} mode='aspectFill' />
          <View className='community__person-who'>
            <View className='community__person-line'>
              <Text className='community__person-name'>{u.username}</Text>
              {u.role === 'worker' ? <Text className='community__member-title'>{u.title || COMMUNITY_TEXT.worker}</Text> : null}
            </View>
            {view.community ? (
              <Text className='community__person-community' onClick={() => view.community && openCommunity(view.community.id)}>{view.community.name} ›</Text>
            ) : <Text className='community__person-figures'>{COMMUNITY_TEXT.noCommunity}</Text>}
            <Text className='community__person-figures'>{COMMUNITY_TEXT.postsOf(view.postNum)}</Text>
          </View>
        </View>
      ) : view.posts.error ? <EmptyState text={view.posts.error} /> : <Skeleton rows={1} />}
      {view.posts.error && !u ? null : <Posts list={view.posts} empty={COMMUNITY_TEXT.noPosts} />}
    </PageShell>
  )
})

function CommunityPage() {
  const { params } = useRouter()
  const id = numberParam(params.id)
  const userId = numberParam(params.userId)
  if (id) return <One id={id} />
  if (userId) return <Member id={userId} />
  const latest = communityHome().latest
  return (
    <PageShell route='communityIndex' firstScreenReady={latest.page > 0 || !!latest.error}>
      <Home />
    </PageShell>
  )
}

export default observer(CommunityPage)
