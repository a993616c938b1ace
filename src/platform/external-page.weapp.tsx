// The mini-program shows outside pages in a web-view.
import { WebView } from '@tarojs/components'
import type { ExternalPageProps } from './external-page'

export function ExternalPage({ url }: ExternalPageProps) {
  return <WebView src={url} />
}
