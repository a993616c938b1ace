// On H5 the browser itself goes to the outside page (many sites refuse to be framed).
import { useEffect } from 'react'
import { Text, View } from '@tarojs/components'
import type { ExternalPageProps } from './external-page'

export function ExternalPage({ url }: ExternalPageProps) {
  useEffect(() => {
    window.location.replace(url)
  }, [url])
  return (
    <View style={{ padding: '40px 20px', textAlign: 'center', color: '#555' }}>
      <Text>正在打开 {url}</Text>
    </View>
  )
}
