// Long article content folds to 1.2 × the window height once its images have loaded: the height is
// first checked 500 ms after it renders, then again while pictures keep arriving. The reader unfolds it.
// The box is held at that height from the first render (content shorter than it is not affected), so
// folding only lays the mask over it: nothing below the story moves.
import { PropsWithChildren, useEffect, useState } from 'react'
import { View } from '@tarojs/components'
import { useLayoutQuery, windowHeight, type Rect } from '../../../../utils/measure'
import { FOLD_CHECKS, FOLD_CHECK_MS, FOLD_RATIO, shouldFold } from '../../../../../common/detail-rules'
import { DETAIL_TEXT } from '../../../../utils/interaction-text'
import './index.scss'

export interface ContentFoldProps {
  /** unfolded for good (the reader asked, or declined to leave WeChat) */
  open: boolean
  /** the reader tapped 展开全文 */
  onUnfold: () => void
}

let seq = 0

export default function ContentFold({ open, onUnfold, children }: PropsWithChildren<ContentFoldProps>) {
  const measure = useLayoutQuery()
  // an id of its own: an earlier story's page (kept in the H5 document) has a fold too
  const [uid] = useState(() => `fold${++seq}`)
  const [long, setLong] = useState(false)
  const screenHeight = windowHeight()
  useEffect(() => {
    if (open || long) return
    let checks = 0
    let timer: ReturnType<typeof setTimeout>
    const check = () => {
      measure<[Rect | null]>([{ selector: `#${uid}` }], ([rect]) => {
        if (rect && shouldFold(rect.height, screenHeight)) setLong(true)
      })
      if (++checks < FOLD_CHECKS) timer = setTimeout(check, FOLD_CHECK_MS)
    }
    timer = setTimeout(check, FOLD_CHECK_MS)
    return () => clearTimeout(timer)
  }, [open, long, measure, screenHeight, uid])

  const folded = long && !open
  return (
    <View className={`content-fold${folded ? ' content-fold--folded' : ''}${open ? '' : ' content-fold--capped'}`} style={open ? undefined : { maxHeight: `${Math.round(screenHeight * FOLD_RATIO)}px` }}>
      <View id={uid} className='content-fold__body'>{children}</View>
      {folded ? (
        <View className='content-fold__mask'>
          <View role='button' className='content-fold__button' onClick={onUnfold}>{DETAIL_TEXT.unfold}</View>
        </View>
      ) : null}
    </View>
  )
}
