// The search pages' bar: a rounded box (the keyboard's key reads 搜索) and 搜索 beside it. What was typed and
// what is being searched are two things: the results follow the word searched, not each key pressed.
import { useState } from 'react'
import { Input, View } from '@tarojs/components'
import { SEARCH_BUTTON } from '../../../common/search'
import './index.scss'

export { SEARCH_BUTTON }

export interface SearchBarProps {
  value: string
  placeholder: string
  onInput: (value: string) => void
  /** 搜索 tapped or the keyboard's search key: with what the box holds */
  onSearch: (value: string) => void
  maxlength?: number
  /** the keyboard opens with the page (true by default) */
  focus?: boolean
}

export default function SearchBar({ value, placeholder, onInput, onSearch, maxlength, focus = true }: SearchBarProps) {
  return (
    <View role='search' className='search-bar'>
      <Input className='search-bar__input' value={value} placeholder={placeholder} maxlength={maxlength} confirmType='search' focus={focus}
        onInput={e => onInput(e.detail.value)} onConfirm={e => onSearch(e.detail.value)} />
      <View role='button' className='search-bar__go' onClick={() => onSearch(value)}>{SEARCH_BUTTON}</View>
    </View>
  )
}

/**
 * What the box holds (`typed`) and the word searched (`keyword`, trimmed; '' before the first search).
 * `search(word)` puts a word in the box and searches it (a hot word tapped); `search()` the box's own.
 */
export function useSearchWord(initial = '') {
  const [typed, setTyped] = useState(initial)
  const [keyword, setKeyword] = useState(initial.trim())
  const search = (value: string = typed) => {
    setTyped(value)
    setKeyword(value.trim())
  }
  return { typed, setTyped, keyword, search }
}
