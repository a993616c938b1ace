// /subchannel?classId=…&className=…&customApiUrl=…: one column's list, optionally from another list call
// of this API (only the list calls below are allowed).
import { useMemo } from 'react'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import type { NewsItem } from '@types-api/news'
import PageShell from '../../../../components/PageShell'
import NewsList from '../../../../components/NewsList'
import { arrayPages, sessionList } from '../../../../stores/lists'
import { getData } from '../../../../services/request'
import { useListPaging } from '../../../../utils/use-list-paging'
import { decodeParam } from '../../../../utils/params'

/** list calls a sub-channel may name in customApiUrl; each answers a page of stories */
export const SUBCHANNEL_APIS = [
  '/kratos/v1/column/list', '/v1/news/getListByColumnId', '/v1/live/getList', '/v1/vr/getList', '/v1/news/getHotLists',
]
const DEFAULT_API = '/kratos/v1/column/list'

export function subchannelApi(customApiUrl: string | undefined): string {
  const path = decodeParam(customApiUrl).split('?')[0]
  return SUBCHANNEL_APIS.includes(path) ? path : DEFAULT_API
}

function SubchannelPage() {
  const { params } = useRouter()
  const classId = Number(params.classId)
  const api = subchannelApi(params.customApiUrl)
  const list = useMemo(() => sessionList(`sub-${api}-${classId}`, arrayPages(page => getData<NewsItem[]>(api, { columnId: classId, page }))), [api, classId])
  useListPaging(list)
  return (
    <PageShell route='subchannel' title={decodeParam(params.className)}>
      <NewsList list={list} />
    </PageShell>
  )
}

export default observer(SubchannelPage)
