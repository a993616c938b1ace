// A 发现 post (community-side spec §2, §4, §5): who and when, the text folded above 3 lines (25 px each)
// with 全文 / 收起, its #topic# in one of the 6 tag colours, the pictures (1: one large; 2 or 4: two
// columns; otherwise three; at most 9; previewed without looping) or the video with its cover, the
// newsroom's official reply (folded at 60 px or more, 展开 / 收起, with the story it produced), the 2 hot
// comments, and the like (once), comment and view counts. Boxes keep their size while pictures load.
import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { DiscoverItem } from '@types-api/discover'
import { TOPIC_COLORS } from '@types-api/discover'
import { Picture } from '../../../../platform/picture'
import { image } from '../../../../platform/image'
import { relativeTime } from '../../../../../common/time'
import { shortCount } from '../../../../../common/count'
import { navigate } from '../../../../utils/navigate'
import { useLayoutQuery, type Rect } from '../../../../utils/measure'
import { discoverLikes } from '../../../../stores/discover'
import { UNDER_REVIEW } from '../PoliticsCard'
import AttachedVideo from '../AttachedVideo'
import './index.scss'

export const DISCOVER_CARD_TEXT = {
  full: '全文',
  fold: '收起',
  expand: '展开',
  official: '官方回复',
  story: '查看报道',
  like: '赞',
  comment: '评论',
  views: (n: number) => `${shortCount(n)}浏览`,
} as const
/** the text folds above this many lines (25 px each); the official reply at this height */
export const FOLD_LINES = 3
export const LINE_PX = 25
export const OFFICIAL_FOLD_PX = 60

/** a topic's tag colour (spec §9: 6 colours) */
export const topicColor = (id: number) => TOPIC_COLORS[id % TOPIC_COLORS.length]
/** the grid's columns for n pictures: 1 one large; 2 or 4 two; otherwise three */
export const gridColumns = (n: number) => (n === 1 ? 1 : n === 2 || n === 4 ? 2 : 3)

export interface DiscoverCardProps {
  item: DiscoverItem
  /** among the first on the screen: its pictures load at once (the largest paint), not lazily */
  eager?: boolean
  /** the detail: the text whole, no fold */
  full?: boolean
  onOpen?: (item: DiscoverItem) => void
  onComments?: (item: DiscoverItem) => void
  onTopic?: (topic: { id: number; title: string }) => void
}

function DiscoverCard({ item: p, full = false, eager = false, onOpen, onComments, onTopic }: DiscoverCardProps) {
  const id = `discover-${p.id}`
  const [long, setLong] = useState(false)
  const [open, setOpen] = useState(false)
  const [tall, setTall] = useState(false)
  const [officialOpen, setOfficialOpen] = useState(false)
  const query = useLayoutQuery()
  useEffect(() => {
    const t = setTimeout(() => query<[Rect | null, Rect | null]>([{ selector: `#${id} .discover-card__measure` }, { selector: `#${id} .discover-card__official-measure` }], ([text, official]) => {
      if (text) setLong(!full && text.height > (FOLD_LINES + 0.5) * LINE_PX)
      if (official) setTall(official.height >= OFFICIAL_FOLD_PX)
    }), 0)
    return () => clearTimeout(t)
  }, [id, p.content, p.official?.content, full, query])
  const like = discoverLikes.of(p)
  const n = Math.min(p.thumbs.length, 9)
  const cols = gridColumns(n)
  return (
    <View className='discover-card' id={id}>
      <View className='discover-card__who'>
        <Picture className='discover-card__avatar' src={p.userPic} mode='aspectFill' />
        <View className='discover-card__meta'>
          <Text className='discover-card__name'>{p.nickname}</Text>
          <Text className='discover-card__time'>{relativeTime(p.time)}</Text>
        </View>
        {p.underReview ? <Text className='discover-card__review'>{UNDER_REVIEW}</Text> : null}
      </View>
      <View className='discover-card__body' onClick={() => onOpen?.(p)}>
        {/* the text laid out whole, unseen: what the fold measures */}
        <Text className='discover-card__text discover-card__measure'>{p.content}</Text>
        {/* folded from the first paint (a short text is not cut): nothing moves once it is measured */}
        <Text className={`discover-card__text${!full && !open ? ' discover-card__text--folded' : ''}`} userSelect={full}>
          {p.topic ? <Text className='discover-card__topic' style={{ color: topicColor(p.topic.id) }} onClick={e => { e.stopPropagation(); onTopic?.(p.topic!) }}>#{p.topic.title}# </Text> : null}
          {p.content}
        </Text>
        {/* 全文 over the third line's end, 收起 under the opened text */}
        {long && !open ? <Text className='discover-card__toggle discover-card__toggle--over' onClick={e => { e.stopPropagation(); setOpen(true) }}>{DISCOVER_CARD_TEXT.full}</Text> : null}
      </View>
      {long && open ? <Text className='discover-card__toggle' onClick={() => setOpen(false)}>{DISCOVER_CARD_TEXT.fold}</Text> : null}
      {n > 0 ? (
        <View className={`discover-card__grid discover-card__grid--${cols}`}>
          {p.thumbs.slice(0, 9).map((src, i) => (
            <View key={src} className='discover-card__cell'>
              <Picture className='discover-card__picture' src={n === 1 ? p.images[i] : src} mode='aspectFill' lazy={!eager} onClick={() => image.preview(p.images, p.images[i])} />
            </View>
          ))}
        </View>
      ) : null}
      {p.video ? <AttachedVideo video={p.video} /> : null}
      {p.official ? (
        <View className='discover-card__official'>
          <View className='discover-card__official-head'>
            <Text className='discover-card__badge'>{DISCOVER_CARD_TEXT.official}</Text>
            <Text className='discover-card__official-name'>{p.official.username}</Text>
            {/* in the head: it appears without moving anything */}
            {tall ? <Text className='discover-card__toggle discover-card__toggle--head' onClick={() => setOfficialOpen(!officialOpen)}>{officialOpen ? DISCOVER_CARD_TEXT.fold : DISCOVER_CARD_TEXT.expand}</Text> : null}
          </View>
          <Text className='discover-card__official-text discover-card__official-measure'>{p.official.content}</Text>
          <Text className={`discover-card__official-text${!officialOpen ? ' discover-card__official-text--folded' : ''}`}>{p.official.content}</Text>
          <View className='discover-card__official-foot'>
            {p.official.newsStruct ? (
              <Text className='discover-card__story' onClick={() => void navigate('NewsDetail', { classId: p.official!.newsStruct!.classId, newsId: p.official!.newsStruct!.newsId })}>
                {DISCOVER_CARD_TEXT.story}：{p.official.newsStruct.title}
              </Text>
            ) : null}
          </View>
        </View>
      ) : null}
      {p.hotComments.length > 0 ? (
        <View className='discover-card__comments' onClick={() => onComments?.(p)}>
          {p.hotComments.map((c, i) => (
            <Text key={i} className='discover-card__comment'><Text className='discover-card__commenter'>{c.userName}：</Text>{c.sayText}</Text>
          ))}
        </View>
      ) : null}
      {p.underReview ? null : (
        <View className='discover-card__foot'>
          <Text className='discover-card__views'>{DISCOVER_CARD_TEXT.views(p.pv)}</Text>
          <Text className='discover-card__count discover-card__count--comment' onClick={() => onComments?.(p)}>{p.commentCount > 0 ? shortCount(p.commentCount) : DISCOVER_CARD_TEXT.comment}</Text>
          <Text className={`discover-card__count discover-card__count--like${like.liked ? ' discover-card__count--on' : ''}`} onClick={() => void discoverLikes.like(p)}>
            {like.count > 0 ? shortCount(like.count) : DISCOVER_CARD_TEXT.like}
          </Text>
        </View>
      )}
    </View>
  )
}

export default observer(DiscoverCard)
