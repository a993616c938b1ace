// /hotNews: the hot list, ranked.
import { useMemo } from 'react'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import NewsList from '../../../../components/NewsList'
import RankCard from '../../../../components/RankCard'
import { arrayPages, sessionList } from '../../../../stores/lists'
import { fetchHotList } from '../../../../services/news'
import { useListPaging } from '../../../../utils/use-list-paging'
import { openItem } from '../../../../utils/open-item'

function HotPage() {
  const list = useMemo(() => sessionList('hot', arrayPages(fetchHotList)), [])
  useListPaging(list)
  return (
    <PageShell route='hotNews'>
      <NewsList list={list} renderItem={(item, index) => <RankCard item={item} rank={index + 1} onOpen={openItem} />} />
    </PageShell>
  )
}

export default observer(HotPage)
