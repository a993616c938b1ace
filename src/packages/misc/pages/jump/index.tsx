// /jump?dt=&classId=&id=&cid=&cnId=&channelId=&targetUrl= (common/jump.ts): a jump descriptor as an address,
// which pushes, QR codes, ads and the native app open. It opens what the descriptor names in its place; one
// that names nothing the app has (an unknown code, a code without its id) is 页面不存在. On H5 the server
// answers the address itself with a redirect; this page is the mini-program's, and the app's own links'.
import { useEffect } from 'react'
import { useRouter } from '@tarojs/taro'
import PageShell from '../../../../components/PageShell'
import { jumpTarget } from '../../../../../common/jump'
import { redirect } from '../../../../utils/navigate'
import { decodeParam } from '../../../../utils/params'

export default function JumpPage() {
  const { params } = useRouter()
  useEffect(() => {
    const target = jumpTarget({ ...params, targetUrl: params.targetUrl ? decodeParam(params.targetUrl) : undefined })
    if (!target) void redirect('NotFound')
    else if (target.kind === 'external') void redirect('RedirectPage', { url: target.url })
    else void redirect(target.name, target.params)
  }, []) // eslint-disable-line react-hooks/exhaustive-deps
  return <PageShell route='Jump' />
}
