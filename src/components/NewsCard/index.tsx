// A news list card, laid out by the item's showType.
import { Text, View } from '@tarojs/components'
import { Picture } from '../../platform/picture'
import type { NewsItem } from '@types-api/news'
import { DATA_TYPE, SHOW_TYPE } from '@types-api/common'
import { inPictureMode, listImages } from '../../../common/image'
import { configStore } from '../../stores/config'
import { relativeTime } from '../../../common/time'
import { shortCount } from '../../../common/count'
import type { NewsCardProps } from './types'
import './index.scss'

export type { NewsCardProps } from './types'

/** what kind of story it is, beside the editor's label */
function typeTag(item: NewsItem): string {
  if (item.dataType === DATA_TYPE.special) return '专题'
  if (item.isVideo || item.dataType === DATA_TYPE.video) return '视频'
  if (item.dataType === DATA_TYPE.picture) return '图集'
  return ''
}

/**
 * Tags, then the date and reads. With `trim` (showType 4) the row is one line that wraps out of
 * sight: when the tags take the room, the date is what disappears.
 */
function Meta({ item, trim = false }: { item: NewsItem; trim?: boolean }) {
  const tag = typeTag(item)
  return (
    <View className={`news-card__meta${trim ? ' news-card__meta--trim' : ''}`}>
      {item.label ? <Text className='news-card__label'>{item.label}</Text> : null}
      {tag ? <Text className='news-card__label news-card__label--type'>{tag}</Text> : null}
      <Text className='news-card__time'>{relativeTime(item.publishTime)}</Text>
      {item.pv > 0 ? <Text className='news-card__count'>{shortCount(item.pv)}阅读</Text> : null}
    </View>
  )
}

/** Duration for videos, picture count for picture sets. */
function Badge({ item }: { item: NewsItem }) {
  if (item.isVideo && item.videoTime) return <Text className='news-card__badge news-card__badge--video'>▶ {item.videoTime}</Text>
  if (item.imageNum > 0) return <Text className='news-card__badge'>{item.imageNum}图</Text>
  return null
}

export default function NewsCard({ item: given, onOpen }: NewsCardProps) {
  // (the site's picture mode is known before any list is drawn: the config gate waits for it)
  const item = inPictureMode(given, configStore.init?.pictureMode)
  const images = listImages(item.imageUrl)
  const open = () => onOpen(item)
  const title = <Text className='news-card__title'>{item.title}</Text>

  switch (item.showType) {
    case SHOW_TYPE.multiImage:
      return (
        <View className='news-card news-card--multi' onClick={open}>
          {title}
          <View className='news-card__images'>
            {images.map(src => (
              <View key={src} className='news-card__cell'>
                <Picture className='news-card__img' src={src} mode='aspectFill' lazy />
              </View>
            ))}
            {item.imageNum > images.length ? <Badge item={item} /> : null}
          </View>
          <Meta item={item} />
        </View>
      )
    case SHOW_TYPE.bigPicture:
      return (
        <View className='news-card news-card--big' onClick={open}>
          {title}
          {images[0] ? (
            <View className='news-card__hero'>
              <Picture className='news-card__img' src={images[0]} mode='aspectFill' lazy />
              <Badge item={item} />
            </View>
          ) : null}
          <Meta item={item} />
        </View>
      )
    case SHOW_TYPE.promote:
      return (
        <View className='news-card news-card--mini' onClick={open}>
          {images[0] ? <Picture className='news-card__mini-img' src={images[0]} mode='aspectFill' lazy /> : null}
          <View className='news-card__body'>
            {title}
            <Meta item={item} />
          </View>
        </View>
      )
    case SHOW_TYPE.districtBlock:
    case SHOW_TYPE.providerBlock:
      // blocks that fetch their own data (district and provider-account blocks) are not story cards
      return null
    case SHOW_TYPE.primary:
      return (
        <View className='news-card news-card--text' onClick={open}>
          {title}
          <Meta item={item} />
        </View>
      )
    default:
      // primary with tags (4) and anything unrecognised: title and meta beside a thumbnail
      return (
        <View className='news-card news-card--side' onClick={open}>
          <View className='news-card__body'>
            {title}
            <Meta item={item} trim />
          </View>
          {images[0] ? (
            <View className='news-card__side'>
              <Picture className='news-card__img' src={images[0]} mode='aspectFill' lazy />
              <Badge item={item} />
            </View>
          ) : null}
        </View>
      )
  }
}
