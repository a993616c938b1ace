// /AccumulatedPoints/customerservice: the shop's customer service — its hotline (copied to call) and hours,
// and the answers to what readers ask most.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import { clipboard } from '../../../../platform/clipboard'
import { configStore } from '../../../../stores/config'
import './index.scss'

export const SERVICE_TEXT = {
  title: '客服热线',
  hours: (h: string) => `服务时间：${h}`,
  copy: '复制号码',
  faq: '常见问题',
  questions: [
    { q: '积分什么时候到账？', a: '签到、阅读和分享的积分即时到账；评论、回答、提问和发帖在公开后到账，需要审核的内容在审核通过后到账。' },
    { q: '兑换的券码在哪里看？', a: '在积分商城首页点「我的兑换」，或「优惠券」「门票」，打开订单即可看到二维码和券码。' },
    { q: '兑换后还能取消吗？', a: '未使用的优惠券、门票和未发货的实物都可以在订单页取消，积分会原路退回，原来的有效期不变。' },
    { q: '商家说券码已被使用怎么办？', a: '订单页会显示核销时间。如果不是你本人使用，请拨打客服热线，我们会和商家一起核实。' },
  ],
} as const

function ServicePage() {
  const tel = configStore.global?.serviceHotline ?? ''
  const hours = configStore.global?.serviceHours ?? ''
  return (
    <PageShell route='ShopService'>
      <View className='shop-service'>
        <View className='shop-service__card'>
          <Text className='shop-service__label'>{SERVICE_TEXT.title}</Text>
          <Text className='shop-service__tel'>{tel}</Text>
          {hours ? <Text className='shop-service__hours'>{SERVICE_TEXT.hours(hours)}</Text> : null}
          <View role='button' className='shop-service__copy' onClick={() => void clipboard.copy(tel)}>{SERVICE_TEXT.copy}</View>
        </View>
        <Text className='shop-service__heading'>{SERVICE_TEXT.faq}</Text>
        {SERVICE_TEXT.questions.map(f => (
          <View key={f.q} className='shop-service__faq'>
            <Text className='shop-service__q'>{f.q}</Text>
            <Text className='shop-service__a'>{f.a}</Text>
          </View>
        ))}
      </View>
    </PageShell>
  )
}

export default observer(ServicePage)
