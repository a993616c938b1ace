// The phone field: a fixed +86 prefix and up to 11 digits.
import { Input, Text, View } from '@tarojs/components'
import { PHONE_LENGTH, PHONE_PLACEHOLDER, PHONE_PREFIX } from '../../../../../common/account'
import './index.scss'

export { PHONE_LENGTH, PHONE_PLACEHOLDER, PHONE_PREFIX }

export interface PhoneInputProps {
  value: string
  onChange: (phone: string) => void
}

export default function PhoneInput({ value, onChange }: PhoneInputProps) {
  return (
    <View className='phone-input'>
      <Text className='phone-input__prefix'>{PHONE_PREFIX}</Text>
      <Input
        className='phone-input__field'
        type='number'
        maxlength={PHONE_LENGTH}
        value={value}
        placeholder={PHONE_PLACEHOLDER}
        onInput={e => onChange(e.detail.value.replace(/\D/g, '').slice(0, PHONE_LENGTH))}
      />
    </View>
  )
}
