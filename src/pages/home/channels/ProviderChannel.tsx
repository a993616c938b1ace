// The 上游号 channel: recommended provider accounts, then what every one of them published, newest first.
import { observer } from 'mobx-react-lite'
import ProviderBlock from '../../../components/ProviderBlock'
import NewsList from '../../../components/NewsList'
import { providerFeedList } from '../../../stores/provider-accounts'
import { PROVIDER_TEXT } from '../../../../common/providers'
import { useListPaging } from '../../../utils/use-list-paging'

export const RECOMMENDED_PROVIDERS = PROVIDER_TEXT.recommended

function ProviderChannel() {
  const list = providerFeedList()
  useListPaging(list)
  return (
    <>
      <ProviderBlock title={RECOMMENDED_PROVIDERS} />
      <NewsList list={list} />
    </>
  )
}

export default observer(ProviderChannel)
