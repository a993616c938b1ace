// Article HTML (already sanitised by the server's allow-list): text blocks as rich text, and each
// picture standing in its own paragraph as an image a reader can tap to preview or, in the native app,
// hold 700 ms to save. A picture whose size the HTML gives keeps its box before it loads (no shift).
import { memo, useMemo } from 'react'
import { View } from '@tarojs/components'
import { Picture } from '../../platform/picture'
import { image } from '../../platform/image'
import { RichHtml } from '../../platform/rich-text'
import { useLongPress } from '../../utils/use-long-press'
import { LONG_PRESS_MS } from '../../utils/interaction-text'
import { articleBlocks, styleArticleHtml, type ArticleBlock } from '../../../common/article-blocks'
import { useProgressive } from '../../utils/use-later'
import './index.scss'

export { articleBlocks, styleArticleHtml, type ArticleBlock } from '../../../common/article-blocks'

// Blocks already drawn are not drawn again at each later step (their props stay the same objects)
const ArticleImage = memo(function ArticleImage({ block, all }: { block: Extract<ArticleBlock, { kind: 'image' }>; all: string[] }) {
  const press = useLongPress(LONG_PRESS_MS, () => void image.save(block.src), () => image.preview(all, block.src))
  const box = block.width && block.height ? { aspectRatio: `${block.width} / ${block.height}` } : undefined
  return <Picture className='rich-content__img' src={block.src} mode='widthFix' style={box} lazy {...press} />
})
const ArticleText = memo(RichHtml)

export interface RichContentProps {
  html: string
}

/** blocks a phone's first view of an article can show; the rest follow a moment later */
export const FIRST_VIEW_BLOCKS = 8
/** the blocks drawn in each task after the first view: a slow phone draws them in well under 50 ms */
export const LATER_BLOCKS = 4

export default function RichContent({ html }: RichContentProps) {
  // split and styled once per article, not again at each step of drawing it
  const blocks = useMemo(() => articleBlocks(html).map(b => (b.kind === 'html' ? { ...b, html: styleArticleHtml(b.html) } : b)), [html])
  const images = useMemo(() => blocks.flatMap(b => (b.kind === 'image' ? [b.src] : [])), [blocks])
  const shown = useProgressive(blocks.length, FIRST_VIEW_BLOCKS, LATER_BLOCKS)
  return (
    <View className='rich-content'>
      {blocks.slice(0, shown).map((b, i) => (b.kind === 'image'
        ? <ArticleImage key={i} block={b} all={images} />
        : <ArticleText key={i} html={b.html} />))}
    </View>
  )
}
