// 我的: the right-side panel — who the reader is (name, avatar, points, growth value, level) with a
// logout button, or a login button that accepts a tap about 1.8 s after opening (1 s when the address
// carries a WeChat code), so a tap meant for the tab does not land on it.
import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Picture } from '../../platform/picture'
import { observer } from 'mobx-react-lite'
import Popup from '../Popup'
import { sessionStore } from '../../stores/session'
import { messageStore } from '../../stores/messages'
import { navigate } from '../../utils/navigate'
import { auth } from '../../platform/auth'
import { router } from '../../platform/router'
import { mediaUrl } from '../../utils/media'
import './index.scss'

export const MINE_TITLE = '我的'
export const NOT_LOGGED_IN = '未登录'
export const GO_LOGIN = '去登录'
export const LOGOUT = '退出登录'
export const POINTS = '积分'
export const GROWTH = '成长值'
export const LEVEL = '等级'
export const MY_MESSAGES = '我的消息'
export const EDIT_PROFILE = '编辑资料'
export const LOGIN_READY_MS = 1800
export const LOGIN_READY_WITH_CODE_MS = 1000
/** the page reloads this long after logging out */
export const LOGOUT_RELOAD_MS = 50
const OAUTH_PARAMS = ['code', 'state']

export interface MinePanelProps {
  open: boolean
  onClose: () => void
}

function MinePanel({ open, onClose }: MinePanelProps) {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    setReady(false)
    if (!open) return undefined
    // the figures as they are now (points moved by a comment, a story read, an exchange)
    if (sessionStore.loggedIn) {
      void messageStore.refreshUnread()
      void sessionStore.loadUser()
    }
    const hasCode = /[?&]code=/.test(router.currentUrl())
    const timer = setTimeout(() => setReady(true), hasCode ? LOGIN_READY_WITH_CODE_MS : LOGIN_READY_MS)
    return () => clearTimeout(timer)
  }, [open])
  const user = sessionStore.user
  const loggedIn = sessionStore.loggedIn

  const login = () => {
    if (!ready) return
    onClose()
    auth.goToLogin(router.currentUrl())
  }
  const logout = async () => {
    await sessionStore.logout()
    setTimeout(() => router.reload(OAUTH_PARAMS), LOGOUT_RELOAD_MS)
  }

  return (
    <Popup open={open} position='right' onClose={onClose} className='mine-panel'>
      <View className='mine-panel__head'>
        <Picture className='mine-panel__avatar' src={user?.userPic || mediaUrl('/media/images/avatar-0.png')} mode='aspectFill' />
        <Text className='mine-panel__name'>{loggedIn ? user?.userName ?? sessionStore.nickname : NOT_LOGGED_IN}</Text>
        {loggedIn && user ? <Text className='mine-panel__phone'>{user.phone}</Text> : null}
      </View>
      {loggedIn && user ? (
        <View className='mine-panel__stats'>
          <View role='link' className='mine-panel__stat mine-panel__stat--points' onClick={() => { onClose(); void navigate('PointsIndex') }}><Text className='mine-panel__value'>{user.credit}</Text><Text className='mine-panel__label'>{POINTS}</Text></View>
          <View className='mine-panel__stat'><Text className='mine-panel__value'>{user.integRal}</Text><Text className='mine-panel__label'>{GROWTH}</Text></View>
          <View className='mine-panel__stat'><Text className='mine-panel__value'>{user.creditLevel}</Text><Text className='mine-panel__label'>{LEVEL}</Text></View>
        </View>
      ) : null}
      {loggedIn ? (
        <View role='button' className='mine-panel__row mine-panel__row--messages' onClick={() => { onClose(); void navigate('MessageList') }}>
          <Text>{MY_MESSAGES}</Text>
          {messageStore.unread > 0 ? <Text className='mine-panel__badge'>{messageStore.unread > 99 ? '99+' : messageStore.unread}</Text> : null}
          <Text className='mine-panel__chevron'>›</Text>
        </View>
      ) : null}
      {loggedIn ? (
        <View role='button' className='mine-panel__row mine-panel__row--profile' onClick={() => { onClose(); void navigate('EditProfile') }}>
          <Text>{EDIT_PROFILE}</Text>
          <Text className='mine-panel__chevron'>›</Text>
        </View>
      ) : null}
      <View className='mine-panel__actions'>
        {loggedIn ? (
          <View role='button' className='mine-panel__button mine-panel__button--logout' onClick={() => void logout()}>{LOGOUT}</View>
        ) : (
          <View role='button' className={`mine-panel__button${ready ? '' : ' mine-panel__button--waiting'}`} onClick={login}>{GO_LOGIN}</View>
        )}
      </View>
    </Popup>
  )
}

export default observer(MinePanel)
