// /RedirectPage?url=…: an outside address, opened the way the target can (web-view / the browser).
import { useRouter } from '@tarojs/taro'
import { ExternalPage } from '../../../../platform/external-page'
import EmptyState from '../../../../components/EmptyState'

export default function RedirectPage() {
  const { params } = useRouter()
  const url = decodeURIComponent(params.url ?? '')
  // only web addresses: never a script or a local scheme
  if (!/^https?:\/\//i.test(url)) return <EmptyState text='链接地址无效' />
  return <ExternalPage url={url} />
}
