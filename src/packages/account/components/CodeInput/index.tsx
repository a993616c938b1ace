// The verification code: 6 single-character boxes over one hidden numeric field.
import { useState } from 'react'
import { Input, Text, View } from '@tarojs/components'
import { CODE_LABEL, CODE_LENGTH } from '../../../../../common/account'
import './index.scss'

/** CODE_LABEL: what a screen reader calls the field (the boxes above it are only its picture) */
export { CODE_LABEL, CODE_LENGTH }

export interface CodeInputProps {
  value: string
  onChange: (code: string) => void
  /** called once all 6 digits are in */
  onComplete?: (code: string) => void
}

export default function CodeInput({ value, onChange, onComplete }: CodeInputProps) {
  const [focus, setFocus] = useState(false)
  const input = (raw: string) => {
    const code = raw.replace(/\D/g, '').slice(0, CODE_LENGTH)
    onChange(code)
    if (code.length === CODE_LENGTH) onComplete?.(code)
  }
  return (
    <View className='code-input' onClick={() => setFocus(true)}>
      <View className='code-input__boxes'>
        {Array.from({ length: CODE_LENGTH }, (_, i) => (
          <View key={i} className={`code-input__box${focus && i === value.length ? ' code-input__box--current' : ''}`}>
            <Text>{value[i] ?? ''}</Text>
          </View>
        ))}
      </View>
      <Input
        className='code-input__field'
        aria-label={CODE_LABEL}
        type='number'
        maxlength={CODE_LENGTH}
        value={value}
        focus={focus}
        onFocus={() => setFocus(true)}
        onBlur={() => setFocus(false)}
        onInput={e => input(e.detail.value)}
      />
    </View>
  )
}
