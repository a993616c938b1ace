// /composition/NewspapersList (kept alive): the paper's 作文 pages, latest first, each with the works it printed.
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import { IssueBlock } from '../../components/items'
import { PagedItems } from '../../components/works'
import { newspaperIssues } from '../../../../stores/composition'

export const NEWSPAPERS_TEXT = { empty: '还没有见报的作品' } as const

function NewspapersPage() {
  return (
    <PageShell route='compositionNewspapers'>
      <View className='section-page'>
        <PagedItems list={newspaperIssues()} empty={NEWSPAPERS_TEXT.empty} render={i => <IssueBlock issue={i} />} />
      </View>
    </PageShell>
  )
}

export default observer(NewspapersPage)
