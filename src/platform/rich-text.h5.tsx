// H5: the sanitised HTML as it is (the page's CSP runs no inline script or handler in it either).
import type { RichHtmlProps } from './rich-text'

export function RichHtml({ html }: RichHtmlProps) {
  return <div className='rich-text' dangerouslySetInnerHTML={{ __html: html }} />
}
