// The 上游号 channel: recommended accounts, then every account's newest stories.
import { useMemo } from 'react'
import { observer } from 'mobx-react-lite'
import AccountBlock from '../../../components/AccountBlock'
import NewsList from '../../../components/NewsList'
import { arrayPages, sessionList } from '../../../stores/lists'
import { fetchAccountFeed } from '../../../services/accounts'
import { useListPaging } from '../../../utils/use-list-paging'

export const RECOMMENDED_ACCOUNTS = '推荐上游号'

function AccountChannel() {
  const list = useMemo(() => sessionList('account-feed', arrayPages(fetchAccountFeed)), [])
  useListPaging(list)
  return (
    <>
      <AccountBlock title={RECOMMENDED_ACCOUNTS} />
      <NewsList list={list} />
    </>
  )
}

export default observer(AccountChannel)
