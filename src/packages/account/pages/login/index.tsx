// /LoginPage?mastLogin=true&redirect=…: the ways in — SMS code, password, WeChat where offered — and
// registration; every one brings the reader back to `redirect`.
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import { sessionStore } from '../../../../stores/session'
import { navigate } from '../../../../utils/navigate'
import { finishLogin } from '../../../../stores/login-guard'
import { LOGIN_TEXT } from '../../../../../common/account'
import './index.scss'
import { appPath } from '../../../../utils/params'

function LoginPage() {
  const { params } = useRouter()
  const redirect = appPath(params.redirect)
  const wechatLogin = async () => {
    if (await sessionStore.wechatLogin(redirect)) finishLogin(redirect)
  }
  return (
    <PageShell route='LoginPage'>
      <View className='login-page'>
        <View className='login-page__logo'>上游</View>
        <Text className='login-page__title'>{params.mastLogin === 'true' ? LOGIN_TEXT.prompt : LOGIN_TEXT.title}</Text>
        <Text className='login-page__subtitle'>{LOGIN_TEXT.subtitle}</Text>
        <View role='button' className='login-page__choice login-page__choice--main' onClick={() => void navigate('MessageLogin', { redirect })}>{LOGIN_TEXT.bySms}</View>
        <View role='button' className='login-page__choice' onClick={() => void navigate('PasswordLogin', { redirect })}>{LOGIN_TEXT.byPassword}</View>
        {sessionStore.wechatLoginOffered ? <View role='button' className='login-page__choice login-page__choice--wechat' onClick={() => void wechatLogin()}>{LOGIN_TEXT.byWechat}</View> : null}
        <Text className='login-page__register' onClick={() => void navigate('RegisterPage', { redirect })}>{LOGIN_TEXT.register}</Text>
      </View>
    </PageShell>
  )
}

export default observer(LoginPage)
