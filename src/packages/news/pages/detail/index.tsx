// News detail (/NewsDetail?classId=…&newsId=…): title, time, source, class name and the article.
import { useEffect, useMemo } from 'react'
import Taro, { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import PageShell from '../../../../components/PageShell'
import RichContent from '../../../../components/RichContent'
import Skeleton from '../../../../components/Skeleton'
import { NewsDetailStore } from '../../../../stores/news-detail'
import { configStore } from '../../../../stores/config'
import { share } from '../../../../platform/share'
import { minuteTime } from '../../../../utils/time'
import './index.scss'

export const RETRY = '重新加载'

function NewsDetailPage() {
  const { params } = useRouter()
  const classId = Number(params.classId)
  const newsId = Number(params.newsId)
  const store = useMemo(() => new NewsDetailStore(classId, newsId), [classId, newsId])
  useEffect(() => {
    void store.load()
  }, [store])
  const detail = store.detail
  useEffect(() => {
    if (detail?.className) void Taro.setNavigationBarTitle({ title: detail.className })
  }, [detail?.className])
  share.useShareInfo(detail ? { title: detail.title, route: 'NewsDetail', params: { classId, newsId }, imageUrl: detail.imageUrl[0] } : null)

  return (
    <PageShell route='NewsDetail' isDetail title={detail?.className} promo={{ classId, newsId }}>
      <View className='news-detail'>
        {detail ? (
          <>
            <Text className='news-detail__title'>{detail.title}</Text>
            <View className='news-detail__meta'>
              <Text className='news-detail__time'>{minuteTime(detail.newsTime)}</Text>
              {detail.befrom ? <Text className='news-detail__source'>{detail.befrom}</Text> : null}
              {detail.className ? <Text className='news-detail__class'>{detail.className}</Text> : null}
            </View>
            {detail.writer ? <Text className='news-detail__writer'>{detail.writer}</Text> : null}
            <RichContent html={detail.content} />
            <View className='news-detail__staff'>
              {detail.editor ? <Text>责任编辑：{detail.editor}</Text> : null}
              {detail.zhubian ? <Text>主编：{detail.zhubian}</Text> : null}
              {detail.shenhe ? <Text>审核：{detail.shenhe}</Text> : null}
            </View>
            {configStore.global?.copyright ? <Text className='news-detail__copyright'>{configStore.global.copyright}</Text> : null}
          </>
        ) : store.error ? (
          <View className='news-detail__error'>
            <Text>{store.error}</Text>
            <View role='button' className='news-detail__retry' onClick={() => void store.load()}>{RETRY}</View>
          </View>
        ) : (
          <Skeleton rows={3} />
        )}
      </View>
    </PageShell>
  )
}

export default observer(NewsDetailPage)
