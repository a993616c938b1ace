// A brief (an account's, a topic's, a special's, an answerer's introduction; spec §5 "brief section"):
// folded to its first three lines from the first paint, with 展开 / 收起 when the whole is longer.
import { useEffect, useMemo, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useLayoutQuery, type Rect } from '../../utils/measure'
import './index.scss'

export const FOLD_TEXT = { expand: '展开', fold: '收起' } as const
/** a brief folds above this many lines of FOLD_LINE_PX (as index.scss lays them out) */
export const FOLD_LINES = 3
export const FOLD_LINE_PX = 22

let next = 0

/** `className`: the brief's own (its colour, its box); it names the element too, for the layout query */
export default function FoldText({ text, className = '' }: { text: string; className?: string }) {
  const id = useMemo(() => `fold-text-${className.trim().replace(/[^\w-]+/g, '-') || ++next}`, [className])
  const [long, setLong] = useState(false)
  const [open, setOpen] = useState(false)
  const query = useLayoutQuery()
  useEffect(() => {
    const t = setTimeout(() => query<[Rect | null]>([{ selector: `#${id} .fold-text__measure` }], ([whole]) => {
      if (whole) setLong(whole.height > (FOLD_LINES + 0.5) * FOLD_LINE_PX)
    }), 0)
    return () => clearTimeout(t)
  }, [id, text, query])
  return (
    <View id={id} className={`fold-text ${className}`}>
      {/* the text laid out whole, unseen: what the fold measures */}
      <Text className='fold-text__text fold-text__measure'>{text}</Text>
      <Text className={`fold-text__text${open ? '' : ' fold-text__text--folded'}`}>{text}</Text>
      {long ? <View role='button' className='fold-text__toggle' onClick={() => setOpen(!open)}>{open ? FOLD_TEXT.fold : FOLD_TEXT.expand}</View> : null}
    </View>
  )
}
