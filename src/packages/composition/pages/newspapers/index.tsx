// /composition/NewspapersList (kept alive): the paper's 作文 pages, latest first, each with the works it printed.
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import EmptyState from '../../../../components/EmptyState'
import ListFooter from '../../../../components/ListFooter'
import Skeleton from '../../../../components/Skeleton'
import { IssueBlock } from '../../components/items'
import { newspaperIssues } from '../../../../stores/composition'
import { useListPaging } from '../../../../utils/use-list-paging'

export const NEWSPAPERS_TEXT = { empty: '还没有见报的作品' } as const

function NewspapersPage() {
  const list = newspaperIssues()
  useListPaging(list)
  return (
    <PageShell route='compositionNewspapers'>
      <View className='section-page'>
        {list.initialLoading ? <Skeleton /> : list.items.length === 0 && !list.error ? <EmptyState text={NEWSPAPERS_TEXT.empty} /> : list.items.map(i => <IssueBlock key={i.id} issue={i} />)}
        {list.items.length > 0 ? <ListFooter list={list} /> : null}
      </View>
    </PageShell>
  )
}

export default observer(NewspapersPage)
