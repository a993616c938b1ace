// Picture detail (/PictureDetail?classId=…&newsId=…): the swipe gallery with captions, closing with a
// '相关新闻' grid that shows each story's image count; the comment bar below.
import { useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Picture } from '../../../../platform/picture'
import { observer } from 'mobx-react-lite'
import { REPORT_PLATFORM } from '@types-api/interaction'
import { Carousel } from '../../../../platform/carousel'
import { image } from '../../../../platform/image'
import PageShell from '../../../../components/PageShell'
import Skeleton from '../../../../components/Skeleton'
import EmptyState from '../../../../components/EmptyState'
import { openItem } from '../../../../utils/open-item'
import { thumbnail } from '../../../../../common/image'
import { DETAIL_TEXT } from '../../../../utils/interaction-text'
import { useStory } from '../../use-story'
import CommentBar from '../../components/CommentBar'
import ReportPopup from '../../../../components/ReportPopup'
import './index.scss'
import { numberParam } from '../../../../utils/params'

export const RELATED_NEWS = DETAIL_TEXT.related

function PictureDetailPage() {
  const { params } = useRouter()
  const classId = numberParam(params.classId)
  const newsId = numberParam(params.newsId)
  const s = useStory(classId, newsId, { route: 'PictureDetail', platformId: REPORT_PLATFORM.picture })
  const [index, setIndex] = useState(0)
  const d = s.detail
  const images = d ? (d.allImage.length ? d.allImage : d.imageUrl.map(url => ({ url, caption: '' }))) : []
  const related = s.relatedHidden ? [] : (d?.hotNews ?? []).filter(r => r.imageUrl.length > 0)
  const onGallery = index < images.length
  return (
    <PageShell route='PictureDetail' isDetail title={d?.className} promo={{ classId, newsId }} firstScreenReady={!!d || !!s.store.error}>
      <View className='picture-detail'>
        {s.store.error ? <EmptyState text={s.store.error} /> : !d ? <Skeleton rows={2} /> : (
          <>
            <Carousel className='picture-detail__swiper' onChange={setIndex}>
              {images.map((img, i) => (
                <View key={i} className='picture-detail__slide' onClick={() => image.preview(images.map(m => m.url), img.url)}>
                  <Picture className='picture-detail__img' src={img.url} mode='aspectFit' />
                </View>
              ))}
              <View className='picture-detail__related'>
                <Text className='picture-detail__related-title'>{RELATED_NEWS}</Text>
                <View className='picture-detail__grid'>
                  {related.map(r => (
                    <View key={r.id} className='picture-detail__cell' onClick={() => openItem({ ...r, targetUrl: '', isVideo: 0 })}>
                      <Picture className='picture-detail__cell-img' src={thumbnail(r.imageUrl[0])} mode='aspectFill' />
                      {r.imageNum > 0 ? <Text className='picture-detail__count'>{r.imageNum}图</Text> : null}
                      <Text className='picture-detail__cell-title'>{r.title}</Text>
                    </View>
                  ))}
                </View>
              </View>
            </Carousel>
            {onGallery ? (
              <View className='picture-detail__caption'>
                <Text className='picture-detail__title'>{d.title}</Text>
                <Text className='picture-detail__index'>{index + 1}/{images.length}</Text>
                <Text className='picture-detail__text'>{images[index]?.caption}</Text>
              </View>
            ) : null}
            <CommentBar {...s.bar} dark />
            <ReportPopup store={s.report} />
          </>
        )}
      </View>
    </PageShell>
  )
}

export default observer(PictureDetailPage)
