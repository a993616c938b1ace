// /RedirectPage?url=…: an outside address. The newspaper's own origins open at once (the browser goes
// there; the mini-program shows a web-view); any other address is shown first with a warning and a
// button, so a link cannot send the reader somewhere without their knowing; anything but http(s) is refused.
import { useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import EmptyState from '../../../../components/EmptyState'
import { ExternalPage } from '../../../../platform/external-page'
import { configStore } from '../../../../stores/config'
import { classifyOutsideLink } from '../../../../utils/outside-link'
import { back } from '../../../../utils/navigate'
import { decodeParam } from '../../../../utils/params'
import './index.scss'

export const INVALID_LINK = '链接地址无效'
export const LEAVING_TITLE = '即将离开上游新闻'
export const LEAVING_HINT = '你将访问的网页不属于上游新闻，请注意保护个人信息和财产安全。'
export const CONTINUE = '继续访问'
export const GO_BACK = '返回'

/** the address as a reader reads it (上游, not %E4%B8%8A%E6%B8%B8) */
function readable(url: string): string {
  try {
    return decodeURI(url)
  } catch {
    return url
  }
}

function RedirectPage() {
  const { params } = useRouter()
  const [confirmed, setConfirmed] = useState(false)
  const address = decodeParam(params.url)
  const link = classifyOutsideLink(address, configStore.global?.allowedOrigins ?? [])
  return (
    <PageShell route='RedirectPage' title={link.kind === 'leaving' && !confirmed ? LEAVING_TITLE : ''}>
      {link.kind === 'invalid' ? <EmptyState text={INVALID_LINK} /> : null}
      {link.kind === 'trusted' || (link.kind === 'leaving' && confirmed) ? <ExternalPage url={link.url} /> : null}
      {link.kind === 'leaving' && !confirmed ? (
        <View className='leaving'>
          <View className='leaving__icon'>!</View>
          <Text className='leaving__title'>{LEAVING_TITLE}</Text>
          <Text className='leaving__hint'>{LEAVING_HINT}</Text>
          <View className='leaving__address'>
            <Text className='leaving__host'>{link.host}</Text>
            <Text className='leaving__url' userSelect>{readable(link.url)}</Text>
          </View>
          <View role='button' className='leaving__continue' onClick={() => setConfirmed(true)}>{CONTINUE}</View>
          <View role='button' className='leaving__back' onClick={() => void back()}>{GO_BACK}</View>
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(RedirectPage)
