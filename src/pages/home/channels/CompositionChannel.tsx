// The 作文 channel (/home/composition; community-side spec §2): the section's home. 我要投稿 and 我的作文
// (the reader's profile, works and, for a teacher, their queue) first; the week's 人气榜 and
// the month's 高分榜 (tabs, top 5, each opening its whole ranking), the editor's picks, the paper's latest
// 作文 page, then every public composition, newest first.
import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { FULL_RANK, HOME_ENTRIES, RANK_TITLES, SECTION_LINKS, issueDay, type RankType } from '@types-api/composition'
import CompositionCard from '../../../components/CompositionCard'
import ChunkedList from '../../../components/ChunkedList'
import EmptyState from '../../../components/EmptyState'
import ListFooter from '../../../components/ListFooter'
import Skeleton from '../../../components/Skeleton'
import { compositionHome, newestCompositions, openComposition, openRank } from '../../../stores/composition'
import { markOwnHomeDrawn } from '../../../stores/channel-home'
import { useResource } from '../../../stores/resource'
import { useListPaging } from '../../../utils/use-list-paging'
import { navigate } from '../../../utils/navigate'
import './CompositionChannel.scss'

export const COMPOSITION_HOME_TEXT = {
  fullRank: FULL_RANK,
  picks: '编辑推荐',
  paper: '最新见报',
  newest: '最新作品',
  paperOf: (date: string, title: string) => `${issueDay(date)} · ${title}`,
  ...HOME_ENTRIES,
} as const



function CompositionChannel() {
  const home = useResource(compositionHome())
  const newest = newestCompositions()
  useListPaging(newest, () => home.reload())
  const [tab, setTab] = useState<RankType>('popularity')
  const h = home.data
  const drawn = !!h || !!home.error
  useEffect(() => { if (drawn) markOwnHomeDrawn('composition') }, [drawn])
  if (!h) return home.error ? <EmptyState text={home.error} /> : <Skeleton />
  const ranked = tab === 'popularity' ? h.popular : h.highScore
  return (
    <View className='composition-home'>
      <View className='composition-home__entries'>
        <View role='button' className='composition-home__entry composition-home__entry--main' onClick={() => void navigate('compositionContribute')}>{COMPOSITION_HOME_TEXT.contribute}</View>
        <View role='button' className='composition-home__entry' onClick={() => void navigate('compositionUserCenter')}>{COMPOSITION_HOME_TEXT.mine}</View>
        <View role='button' className='composition-home__entry composition-home__entry--search' onClick={() => void navigate('compositionSearch')}>{COMPOSITION_HOME_TEXT.search}</View>
      </View>
      <View className='composition-home__links'>
        {SECTION_LINKS.map(l => <Text key={l.route} className='composition-home__link' onClick={() => void navigate(l.route)}>{l.title}</Text>)}
      </View>
      <View className='composition-home__ranks'>
        <View className='composition-home__tabs' role='tablist'>
          {(['popularity', 'score'] as const).map(t => (
            <View key={t} role='tab' aria-selected={t === tab} className={`composition-home__tab${t === tab ? ' composition-home__tab--active' : ''}`} onClick={() => setTab(t)}>
              {RANK_TITLES[t]}
            </View>
          ))}
          <Text className='composition-home__more' onClick={() => openRank(tab)}>{COMPOSITION_HOME_TEXT.fullRank}</Text>
        </View>
        {ranked.map(c => <CompositionCard key={c.id} item={c} ranked={tab} onOpen={openComposition} />)}
      </View>
      {h.recommended.length > 0 ? (
        <View className='composition-home__block'>
          <Text className='composition-home__title'>{COMPOSITION_HOME_TEXT.picks}</Text>
          {h.recommended.slice(0, 3).map(c => <CompositionCard key={c.id} item={c} onOpen={openComposition} />)}
        </View>
      ) : null}
      {h.latestIssue ? (
        <View className='composition-home__block'>
          <Text className='composition-home__title'>{COMPOSITION_HOME_TEXT.paper}</Text>
          <Text className='composition-home__issue'>{COMPOSITION_HOME_TEXT.paperOf(h.latestIssue.date, h.latestIssue.title)}</Text>
          {h.latestIssue.works.map(c => <CompositionCard key={c.id} item={c} onOpen={openComposition} />)}
        </View>
      ) : null}
      <View className='composition-home__block'>
        <Text className='composition-home__title'>{COMPOSITION_HOME_TEXT.newest}</Text>
        <ChunkedList items={newest.items} keyOf={c => c.id} render={c => <CompositionCard item={c} onOpen={openComposition} />} />
        <ListFooter list={newest} />
      </View>
    </View>
  )
}

export default observer(CompositionChannel)
