// /hotNews: the hot list, ranked.
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import NewsList from '../../../../components/NewsList'
import RankCard from '../../../../components/RankCard'
import { hotList } from '../../../../stores/lists'
import { useListPaging } from '../../../../utils/use-list-paging'
import { openItem } from '../../../../utils/open-item'

function HotPage() {
  const list = hotList()
  useListPaging(list)
  return (
    <PageShell route='hotNews' firstScreenReady={!list.initialLoading || !!list.error}>
      <NewsList list={list} renderItem={(item, index) => <RankCard item={item} rank={index + 1} onOpen={openItem} />} />
    </PageShell>
  )
}

export default observer(HotPage)
