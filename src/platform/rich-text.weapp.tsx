// Mini-program: rich-text parses the HTML (it runs no script and keeps only its own tags and attributes).
import { RichText } from '@tarojs/components'
import type { RichHtmlProps } from './rich-text'

export function RichHtml({ html }: RichHtmlProps) {
  return <RichText nodes={html} />
}
