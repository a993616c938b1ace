// Article HTML (already sanitised by the server's allow-list): text by RichText (the mini-program's
// rich-text, plain HTML on h5), and each picture standing in its own paragraph as an image a reader
// can tap to preview or, in the native app, hold 700 ms to save.
import { Image, RichText, View } from '@tarojs/components'
import { image } from '../../platform/image'
import { useLongPress } from '../../utils/use-long-press'
import { LONG_PRESS_MS } from '../../utils/interaction-text'
import './index.scss'

const IMG_STYLE = 'max-width:100%;height:auto;display:block;margin:12px auto;border-radius:4px'
const P_STYLE = 'margin:0 0 16px;line-height:1.8;text-align:justify;word-break:break-all'
const H_STYLE = 'margin:24px 0 12px;padding-left:10px;border-left:3px solid #d71920;font-size:18px;font-weight:bold;line-height:1.4'

/** Inline styles: the mini-program's rich-text does not see page classes on its nodes. */
export function styleArticleHtml(html: string): string {
  return html
    .replace(/<img\b(?![^>]*\bstyle=)/gi, `<img style="${IMG_STYLE}"`)
    .replace(/<p>/gi, `<p style="${P_STYLE}">`)
    .replace(/<h([2-4])>/gi, `<h$1 style="${H_STYLE}">`)
}

export type ArticleBlock = { kind: 'html'; html: string } | { kind: 'image'; src: string }

/** Splits article HTML at pictures that stand alone in a paragraph; other HTML stays as it is. */
export function articleBlocks(html: string): ArticleBlock[] {
  const blocks: ArticleBlock[] = []
  const alone = /<p>\s*<img\b[^>]*?\bsrc="([^"]+)"[^>]*>\s*<\/p>/gi
  let last = 0
  for (let m = alone.exec(html); m; m = alone.exec(html)) {
    if (m.index > last) blocks.push({ kind: 'html', html: html.slice(last, m.index) })
    blocks.push({ kind: 'image', src: m[1].replace(/&amp;/g, '&') })
    last = m.index + m[0].length
  }
  if (last < html.length) blocks.push({ kind: 'html', html: html.slice(last) })
  return blocks
}

function ArticleImage({ src, all }: { src: string; all: string[] }) {
  const press = useLongPress(LONG_PRESS_MS, () => void image.save(src), () => image.preview(all, src))
  return <Image className='rich-content__img' src={src} mode='widthFix' lazyLoad {...press} />
}

export interface RichContentProps {
  html: string
}

export default function RichContent({ html }: RichContentProps) {
  const blocks = articleBlocks(html)
  const images = blocks.flatMap(b => (b.kind === 'image' ? [b.src] : []))
  return (
    <View className='rich-content'>
      {blocks.map((b, i) => (b.kind === 'image'
        ? <ArticleImage key={i} src={b.src} all={images} />
        : <RichText key={i} nodes={styleArticleHtml(b.html)} />))}
    </View>
  )
}
