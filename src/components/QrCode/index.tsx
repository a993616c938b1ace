// A QR code of a text (a coupon's or a ticket's code for the merchant's scanner): rows of dark and light
// runs, each as wide as its modules, inside the quiet zone a scanner needs.
import { useMemo } from 'react'
import { View } from '@tarojs/components'
import { qrModules, runsOf } from '../../utils/qr'
import './index.scss'

export interface QrCodeProps {
  text: string
  /** what a screen reader says */
  label: string
}

export default function QrCode({ text, label }: QrCodeProps) {
  const rows = useMemo(() => qrModules(text), [text])
  return (
    <View className='qr-code' role='img' aria-label={label}>
      {rows.map((row, r) => (
        <View key={r} className='qr-code__row' style={{ height: `${100 / rows.length}%` }}>
          {runsOf(row).map(([dark, n], i) => <View key={i} className={`qr-code__run${dark ? ' qr-code__run--dark' : ''}`} style={{ flexGrow: n }} />)}
        </View>
      ))}
    </View>
  )
}
