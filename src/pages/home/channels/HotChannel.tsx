// The hot list (channel -100000): ranked by reads.
import { observer } from 'mobx-react-lite'
import NewsList from '../../../components/NewsList'
import RankCard from '../../../components/RankCard'
import { hotList } from '../../../stores/lists'
import { useListPaging } from '../../../utils/use-list-paging'
import { openItem } from '../../../utils/open-item'

function HotChannel() {
  const list = hotList()
  useListPaging(list)
  return <NewsList list={list} renderItem={(item, index) => <RankCard item={item} rank={index + 1} onOpen={openItem} />} />
}

export default observer(HotChannel)
