import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App as AntApp, ConfigProvider } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import dayjs from 'dayjs'
import 'dayjs/locale/zh-cn'
import customParseFormat from 'dayjs/plugin/customParseFormat'
import { Console } from './Console'
import './styles.css'

dayjs.extend(customParseFormat)

/**
 * The paper's red, and secondary texts dark enough to read (antd's defaults, 45 % black, fall below the
 * WCAG AA contrast that axe holds every console page to)
 */
const THEME = {
  colorPrimary: '#c8161d', borderRadius: 4, colorError: '#cf1322', colorLink: '#0958d9',
  colorTextSecondary: 'rgba(0, 0, 0, 0.65)', colorTextDescription: 'rgba(0, 0, 0, 0.65)', colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)', colorTextQuaternary: 'rgba(0, 0, 0, 0.6)',
}
dayjs.locale('zh-cn')

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ConfigProvider locale={zhCN} button={{ autoInsertSpace: false }} theme={{ token: THEME }}>
      <AntApp>
        <Console />
      </AntApp>
    </ConfigProvider>
  </StrictMode>,
)
