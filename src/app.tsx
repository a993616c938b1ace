// The application root: loads the global config and channels once, then renders pages.
import { PropsWithChildren } from 'react'
import { useLaunch } from '@tarojs/taro'
import { configStore } from './stores/config'
import './app.scss'

function App({ children }: PropsWithChildren) {
  useLaunch(() => {
    void configStore.load()
  })
  return children
}

export default App
