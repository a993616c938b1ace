// /Special: every special with its newest stories.
import { Text, View } from '@tarojs/components'
import { Picture } from '../../../../platform/picture'
import { observer } from 'mobx-react-lite'
import { SPECIAL_MARK, type SpecialListItem } from '@types-api/topics'
import PageShell from '../../../../components/PageShell'
import ChunkedList from '../../../../components/ChunkedList'
import ListFooter from '../../../../components/ListFooter'
import Skeleton from '../../../../components/Skeleton'
import { specialsList } from '../../../../stores/topics'
import { useListPaging } from '../../../../utils/use-list-paging'
import { navigate } from '../../../../utils/navigate'
import { openItem } from '../../../../utils/open-item'
import './index.scss'

function SpecialCard({ special }: { special: SpecialListItem }) {
  return (
    <View className='special-card'>
      <View className='special-card__cover' onClick={() => void navigate('SpecialPage', { classId: special.classId })}>
        <Picture className='special-card__img' src={special.topicImg} mode='aspectFill' lazy />
        <Text className='special-card__mark'>{SPECIAL_MARK}</Text>
        <Text className='special-card__title'>{special.topicTitle}</Text>
      </View>
      {special.list.map(n => (
        <View key={n.id} className='special-card__item' onClick={() => openItem({ ...n, targetUrl: '', dataType: n.dataType as 3 })}>
          <Text className='special-card__category'>{n.category}</Text>
          <Text className='special-card__item-title'>{n.title}</Text>
        </View>
      ))}
    </View>
  )
}

function SpecialsPage() {
  const list = specialsList()
  useListPaging(list)
  return (
    <PageShell route='Special' firstScreenReady={!list.initialLoading || !!list.error}>
      {list.initialLoading ? <Skeleton /> : (
        <>
          <ChunkedList items={list.items} keyOf={s => s.classId} render={s => <SpecialCard special={s} />} />
          <ListFooter list={list} />
        </>
      )}
    </PageShell>
  )
}

export default observer(SpecialsPage)
