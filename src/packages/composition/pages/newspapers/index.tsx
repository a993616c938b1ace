// /composition/NewspapersList (kept alive): the paper's 作文 pages, latest first, each with the works it printed.
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import { IssueBlock } from '../../components/items'
import { PagedItems } from '../../components/works'
import { newspaperIssues } from '../../../../stores/composition'
import { NEWSPAPERS_TEXT } from '../../../../../common/composition'

export { NEWSPAPERS_TEXT }

function NewspapersPage() {
  const list = newspaperIssues()
  return (
    <PageShell route='compositionNewspapers' firstScreenReady={!list.initialLoading || !!list.error}>
      <View className='section-page'>
        <PagedItems list={list} empty={NEWSPAPERS_TEXT.empty} render={i => <IssueBlock issue={i} />} />
      </View>
    </PageShell>
  )
}

export default observer(NewspapersPage)
