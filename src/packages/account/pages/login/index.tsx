// /LoginPage?mastLogin=true&redirect=…: the ways in — SMS code, password, WeChat where offered — and
// registration; every one brings the reader back to `redirect`.
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import { sessionStore } from '../../../../stores/session'
import { navigate } from '../../../../utils/navigate'
import { finishLogin, LOGIN_PROMPT } from '../../../../stores/login-guard'
import './index.scss'
import { appPath } from '../../../../utils/params'

export const LOGIN_TITLE = '登录上游新闻'
export const BY_SMS = '手机验证码登录'
export const BY_PASSWORD = '密码登录'
export const BY_WECHAT = '微信登录'
export const REGISTER = '注册新账号'

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
        <Text className='login-page__title'>{params.mastLogin === 'true' ? LOGIN_PROMPT : LOGIN_TITLE}</Text>
        <Text className='login-page__subtitle'>登录后可点赞、评论、发布和举报</Text>
        <View role='button' className='login-page__choice login-page__choice--main' onClick={() => void navigate('MessageLogin', { redirect })}>{BY_SMS}</View>
        <View role='button' className='login-page__choice' onClick={() => void navigate('PasswordLogin', { redirect })}>{BY_PASSWORD}</View>
        {sessionStore.wechatLoginOffered ? <View role='button' className='login-page__choice login-page__choice--wechat' onClick={() => void wechatLogin()}>{BY_WECHAT}</View> : null}
        <Text className='login-page__register' onClick={() => void navigate('RegisterPage', { redirect })}>{REGISTER}</Text>
      </View>
    </PageShell>
  )
}

export default observer(LoginPage)
