// A long list rendered in chunks: chunks far from the viewport collapse into one placeholder of their
// measured height, so a reader can load hundreds of stories and the page stays light (H5 DOM size,
// mini-program setData payloads).
import { Fragment, ReactNode, memo, useEffect, useMemo, useRef, useState } from 'react'
import { usePageScroll } from '@tarojs/taro'
import { useLayoutQuery, windowHeight, type Rect } from '../../utils/measure'
import { View } from '@tarojs/components'
import { chunksToRender, sameSet } from './window'
import { useProgressive } from '../../utils/use-later'

export interface ChunkedListProps<T> {
  items: T[]
  keyOf: (item: T) => string | number
  render: (item: T, index: number) => ReactNode
  chunkSize?: number
}

const MEASURE_THROTTLE_MS = 150
/**
 * what a phone's first view of a list holds, and the size of a chunk: the rest follows a moment later,
 * a chunk per task (four cards: a task a slow phone runs in well under 50 ms)
 */
export const FIRST_VIEW_ITEMS = 4
/** the room held for each item still to be drawn (a card is about this high) */
export const LATER_ITEM_PX = 100
let seq = 0

interface ChunkItemsProps<T> {
  items: T[]
  start: number
  keyOf: (item: T) => string | number
  render: (item: T, index: number) => ReactNode
}

/** one chunk's stories; a chunk already wholly drawn is not drawn again while the next ones arrive */
const ChunkItems = memo(function ChunkItems<T>({ items, start, keyOf, render }: ChunkItemsProps<T>) {
  return <>{items.map((item, j) => <Fragment key={keyOf(item)}>{render(item, start + j)}</Fragment>)}</>
}) as <T>(props: ChunkItemsProps<T>) => JSX.Element


export default function ChunkedList<T>({ items, keyOf, render, chunkSize = FIRST_VIEW_ITEMS }: ChunkedListProps<T>) {
  const [uid] = useState(() => `chunked${++seq}`)
  const chunks = useMemo(() => {
    const out: T[][] = []
    for (let i = 0; i < items.length; i += chunkSize) out.push(items.slice(i, i + chunkSize))
    return out
  }, [items, chunkSize])
  const heights = useRef<(number | undefined)[]>([])
  const sizes = useRef<number[]>([])
  const scroll = useRef({ top: 0, listTop: 0, viewport: 0, pending: false, alive: true, scrolled: false })
  useEffect(() => () => { scroll.current.alive = false }, [])
  const [visible, setVisible] = useState<Set<number> | null>(null)
  const queryLayout = useLayoutQuery()
  const shown = useProgressive(items.length, FIRST_VIEW_ITEMS, chunkSize)

  // a chunk whose item count changed (refresh, the last page filling up) is measured again
  chunks.forEach((c, i) => {
    if (sizes.current[i] !== c.length) heights.current[i] = undefined
    sizes.current[i] = c.length
  })
  heights.current.length = chunks.length
  sizes.current.length = chunks.length

  const update = () => {
    const next = chunksToRender({ heights: heights.current, listTop: scroll.current.listTop, scrollTop: scroll.current.top, viewportHeight: scroll.current.viewport })
    setVisible(prev => (prev && sameSet(prev, next) ? prev : next))
  }

  const measure = () => {
    // nothing is collapsed before the reader scrolls: the chunks are measured from the first scroll on,
    // not while the page opens (each measurement makes the browser lay out what was just drawn)
    if (!scroll.current.scrolled || scroll.current.pending) return
    scroll.current.pending = true
    setTimeout(() => {
      scroll.current.pending = false
      if (!scroll.current.alive) return
      queryLayout<[Rect | null, Rect[] | null]>(
        [{ selector: `#${uid}` }, { selector: `.${uid}__chunk`, all: true }],
        res => {
          if (!scroll.current.alive) return
          const [list, rendered] = res
          if (!list || !rendered) return
          // rects are relative to the viewport; the page's scroll position comes from usePageScroll
          scroll.current.listTop = list.top + scroll.current.top
          scroll.current.viewport = windowHeight()
          for (const r of rendered) {
            const index = Number(r.id?.split('-').pop())
            // an empty rect (no layout) is not a measurement
            if (Number.isInteger(index) && r.height > 0) heights.current[index] = r.height
          }
          update()
        },
      )
    }, MEASURE_THROTTLE_MS)
  }

  // once the reader has scrolled: measured again as chunks are added and as the steps draw them
  useEffect(measure, [chunks.length, shown]) // eslint-disable-line react-hooks/exhaustive-deps

  usePageScroll(({ scrollTop }) => {
    scroll.current.scrolled = true
    scroll.current.top = scrollTop
    update()
    measure()
  })

  return (
    <View id={uid} className='chunked-list'>
      {chunks.map((chunk, i) => {
        const start = i * chunkSize
        // not drawn yet: the first view's stories are, the rest come a chunk per task
        if (start >= shown) return null
        return !visible || visible.has(i) || heights.current[i] === undefined ? (
          <View key={i} id={`${uid}-${i}`} className={`${uid}__chunk chunked-list__chunk`}>
            <ChunkItems items={shown - start >= chunk.length ? chunk : chunk.slice(0, shown - start)} start={start} keyOf={keyOf} render={render} />
          </View>
        ) : (
          <View key={i} className='chunked-list__placeholder' style={{ height: `${heights.current[i]}px` }} />
        )
      })}
      {/* the stories still to come hold the list's end about where it will be (below the screen when they are
          many): its footer does not ask for a next page in the moment before they are drawn, nor jump up
          into view when a few are (a screen's height held for two stories moved /TopicDiscover's footer) */}
      {shown < items.length ? <View className='chunked-list__later' style={{ height: `min(100vh, ${(items.length - shown) * LATER_ITEM_PX}px)` }} /> : null}
    </View>
  )
}
