// Article HTML (already sanitised by the server's allow-list) rendered by RichText:
// the mini-program's rich-text, and plain HTML on h5.
import { RichText, View } from '@tarojs/components'
import './index.scss'

const IMG_STYLE = 'max-width:100%;height:auto;display:block;margin:12px auto;border-radius:4px'
const P_STYLE = 'margin:0 0 16px;line-height:1.8;text-align:justify;word-break:break-all'

/** Inline styles: the mini-program's rich-text does not see page classes on its nodes. */
export function styleArticleHtml(html: string): string {
  return html
    .replace(/<img\b(?![^>]*\bstyle=)/gi, `<img style="${IMG_STYLE}"`)
    .replace(/<p>/gi, `<p style="${P_STYLE}">`)
}

export interface RichContentProps {
  html: string
}

export default function RichContent({ html }: RichContentProps) {
  return (
    <View className='rich-content'>
      <RichText nodes={styleArticleHtml(html)} />
    </View>
  )
}
