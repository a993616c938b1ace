// The headline ticker: one line that scrolls sideways when the title is too long for it.
import { useEffect, useState } from 'react'
import { useLayoutQuery, type Rect } from '../../utils/measure'
import { Text, View } from '@tarojs/components'
import { useTicker } from './ticker'
import './index.scss'

export interface HeadlineTickerProps {
  label: string
  title: string
  onOpen: () => void
}

let seq = 0

export default function HeadlineTicker({ label, title, onOpen }: HeadlineTickerProps) {
  const [ids] = useState(() => ({ box: `ticker-box-${++seq}`, text: `ticker-text-${seq}` }))
  const [overflow, setOverflow] = useState(0)
  const queryLayout = useLayoutQuery()
  useEffect(() => {
    const timer = setTimeout(() => {
      queryLayout<[Rect | null, Rect | null]>(
        [{ selector: `#${ids.box}` }, { selector: `#${ids.text}` }],
        ([box, text]) => {
          if (box && text) setOverflow(Math.ceil(text.width - box.width))
        },
      )
    }, 0)
    return () => clearTimeout(timer)
  }, [ids, title, queryLayout])
  const offset = useTicker(overflow)
  return (
    <View className='headline-ticker' onClick={onOpen}>
      <Text className='headline-ticker__label'>{label}</Text>
      <View className='headline-ticker__box' id={ids.box}>
        <Text id={ids.text} className='headline-ticker__text' style={{ transform: `translateX(-${offset}px)` }}>{title}</Text>
      </View>
    </View>
  )
}
