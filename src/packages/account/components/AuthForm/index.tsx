// The frame of every account page: its title, the fields, the main button and the links under it.
import { PropsWithChildren, ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import './index.scss'

export interface AuthFormProps {
  title: string
  subtitle?: string
  action: string
  busy?: boolean
  onSubmit: () => void
  links?: ReactNode
}

export default function AuthForm({ title, subtitle, action, busy = false, onSubmit, links, children }: PropsWithChildren<AuthFormProps>) {
  return (
    <View className='auth-form'>
      <Text className='auth-form__title'>{title}</Text>
      {subtitle ? <Text className='auth-form__subtitle'>{subtitle}</Text> : null}
      <View className='auth-form__fields'>{children}</View>
      <View role='button' className={`auth-form__submit${busy ? ' auth-form__submit--busy' : ''}`} onClick={() => !busy && onSubmit()}>{action}</View>
      {links ? <View className='auth-form__links'>{links}</View> : null}
    </View>
  )
}
