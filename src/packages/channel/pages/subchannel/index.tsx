// /subchannel?classId=…&className=…&customApiUrl=…: one column's list, optionally from another list call
// of this API (only the list calls of SUBCHANNEL_APIS and the legacy controller's column and topic
// lists are allowed). A menu entry with apiurl opens it.
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import NewsList from '../../../../components/NewsList'
import { subChannelList } from '../../../../stores/lists'
import { useListPaging } from '../../../../utils/use-list-paging'
import { decodeParam, numberParam } from '../../../../utils/params'

function SubchannelPage() {
  const { params } = useRouter()
  const classId = numberParam(params.classId)
  const list = subChannelList(params.customApiUrl, classId)
  useListPaging(list)
  return (
    <PageShell route='subchannel' title={decodeParam(params.className)} firstScreenReady={!list.initialLoading || !!list.error}>
      <NewsList list={list} />
    </PageShell>
  )
}

export default observer(SubchannelPage)
