// H5: the browser's textarea.
import { useEffect, useRef } from 'react'
import type { TextAreaProps } from './text-area'

export function TextArea({ className, value, placeholder, maxLength, focus = false, onInput }: TextAreaProps) {
  const ref = useRef<HTMLTextAreaElement>(null)
  useEffect(() => {
    if (focus) ref.current?.focus()
  }, [focus])
  return <textarea ref={ref} className={className} value={value} placeholder={placeholder} maxLength={maxLength} onChange={e => onInput(e.target.value)} />
}
