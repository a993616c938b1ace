// A sheet over the page: from the bottom, or from the right (the 我的 panel); tapping the mask closes it.
import { PropsWithChildren } from 'react'
import { Text, View } from '@tarojs/components'
import './index.scss'

export interface PopupProps {
  open: boolean
  title?: string
  position?: 'bottom' | 'right' | 'top'
  onClose: () => void
  className?: string
}

export default function Popup({ open, title, position = 'bottom', onClose, className = '', children }: PropsWithChildren<PopupProps>) {
  if (!open) return null
  return (
    <View className={`popup popup--${position} ${className}`}>
      <View className='popup__mask' onClick={onClose} />
      <View className='popup__body' catchMove>
        {title ? (
          <View className='popup__head'>
            <Text className='popup__title'>{title}</Text>
            <View role='button' className='popup__close' onClick={onClose} aria-label='关闭'>×</View>
          </View>
        ) : null}
        {children}
      </View>
    </View>
  )
}
