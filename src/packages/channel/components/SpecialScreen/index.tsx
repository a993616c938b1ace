// A special: its picture and introduction, the category tab strip and the selected category's stories.
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Picture } from '../../../../platform/picture'
import { observer } from 'mobx-react-lite'
import type { RouteName } from '../../../../../common/routes'
import PageShell from '../../../../components/PageShell'
import Tabs from '../../../../components/Tabs'
import NewsList from '../../../../components/NewsList'
import EmptyState from '../../../../components/EmptyState'
import { columnList } from '../../../../stores/lists'
import { specialInfo } from '../../../../stores/topics'
import { useResource } from '../../../../stores/resource'
import { useListPaging } from '../../../../utils/use-list-paging'
import './index.scss'
import FoldText from '../../../../components/FoldText'

export interface SpecialScreenProps {
  route: RouteName
  /** the special, or one of its categories (then that tab is selected) */
  classId: number
}

function SpecialScreen({ route, classId }: SpecialScreenProps) {
  const special = useResource(specialInfo(classId))
  const categories = special.data?.categories ?? []
  const [chosen, setChosen] = useState<number | null>(null)
  const active = chosen ?? (categories.some(c => c.id === classId) ? classId : categories[0]?.id ?? 0)
  const list = active ? columnList(active) : null
  useListPaging(list)
  return (
    <PageShell route={route} title={special.data?.title} firstScreenReady={!!special.error || (!!special.data && (!list || !list.initialLoading))}>
      {special.error ? <EmptyState text={special.error} /> : null}
      {special.data ? (
        <View className='special-screen__head'>
          <Picture className='special-screen__img' src={special.data.image} mode='aspectFill' />
          <Text className='special-screen__title'>{special.data.title}</Text>
        </View>
      ) : null}
      {special.data?.intro ? <FoldText className='special-screen__intro' text={special.data.intro} /> : null}
      {categories.length > 0 ? <Tabs items={categories.map(c => ({ key: c.id, title: c.name }))} active={active} onChange={setChosen} /> : null}
      {list ? <NewsList key={active} list={list} /> : null}
    </PageShell>
  )
}

export default observer(SpecialScreen)
