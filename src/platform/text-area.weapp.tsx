// Mini-program: the native textarea.
import { Textarea } from '@tarojs/components'
import type { TextAreaProps } from './text-area'

export function TextArea({ className, value, placeholder, maxLength, focus = false, onInput }: TextAreaProps) {
  return <Textarea className={className} value={value} placeholder={placeholder} maxlength={maxLength} focus={focus} onInput={e => onInput(e.detail.value)} />
}
