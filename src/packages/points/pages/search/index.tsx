// /AccumulatedPoints/SearchPage: goods by a word (their title, merchant or description), in the shop's grid.
import { useMemo } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import Skeleton from '../../../../components/Skeleton'
import EmptyState from '../../../../components/EmptyState'
import SearchBar, { useSearchWord } from '../../../../components/SearchBar'
import ListFooter from '../../../../components/ListFooter'
import GoodsCard from '../../components/GoodsCard'
import { searchGoods } from '../../../../stores/shop'
import { useListPaging } from '../../../../utils/use-list-paging'
import './index.scss'

import { SHOP_SEARCH_TEXT } from '../../../../../common/search'

export { SHOP_SEARCH_TEXT }

const Found = observer(function Found({ keyword }: { keyword: string }) {
  const list = useMemo(() => searchGoods(keyword), [keyword])
  useListPaging(list)
  if (list.initialLoading) return <Skeleton rows={3} />
  if (list.empty) return <EmptyState text={SHOP_SEARCH_TEXT.none} />
  return (
    <>
      <View className='shop-search__goods'>
        {list.items.map(g => <GoodsCard key={g.id} goods={g} />)}
      </View>
      <ListFooter list={list} />
    </>
  )
})

function ShopSearchPage() {
  const { typed, setTyped, keyword, search } = useSearchWord()
  return (
    <PageShell route='ShopSearch'>
      <SearchBar value={typed} placeholder={SHOP_SEARCH_TEXT.placeholder} onInput={setTyped} onSearch={search} />
      {keyword ? <Found key={keyword} keyword={keyword} /> : <Text className='shop-search__hint'>{SHOP_SEARCH_TEXT.hint}</Text>}
    </PageShell>
  )
}

export default observer(ShopSearchPage)
