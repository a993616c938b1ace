// /AccumulatedPoints/customerservice: the shop's customer service — its hotline (copied to call) and hours,
// and the answers to what readers ask most.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import { clipboard } from '../../../../platform/clipboard'
import { configStore } from '../../../../stores/config'
import './index.scss'
import { SERVICE_TEXT } from '../../../../../common/shop'

export { SERVICE_TEXT }

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
