// /business-cooperation/home: the newspaper's business-cooperation page — what it offers a business
// (joining the points shop, advertising, events, anything else), the hotline, and the request form the
// shop's 商务合作 uses (the same requests, read by the newsroom). Tapping an offer picks it in the form.
import { useMemo } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { COOPERATION_KINDS } from '@types-api/shop'
import PageShell from '../../../../components/PageShell'
import CooperationFields from '../../components/CooperationFields'
import { CooperationForm } from '../../../../stores/shop'
import { configStore } from '../../../../stores/config'
import './index.scss'
import { BUSINESS_TEXT, OFFERS } from '../../../../../common/shop'

export { BUSINESS_TEXT, OFFERS }


function BusinessPage() {
  const form = useMemo(() => new CooperationForm(), [])
  const tel = configStore.global?.serviceHotline ?? ''
  const hours = configStore.global?.serviceHours ?? ''
  return (
    <PageShell route='businessCooperation'>
      <View className='business'>
        <Text className='business__title'>{BUSINESS_TEXT.title}</Text>
        <Text className='business__intro'>{BUSINESS_TEXT.intro}</Text>
        <Text className='business__head'>{BUSINESS_TEXT.offers}</Text>
        <View className='business__offers'>
          {COOPERATION_KINDS.map(k => (
            <View key={k} role='button' aria-pressed={form.kind === k} className={`business__offer${form.kind === k ? ' business__offer--on' : ''}`} onClick={() => form.choose(k)}>
              <Text className='business__offer-name'>{k}</Text>
              <Text className='business__offer-text'>{OFFERS[k]}</Text>
            </View>
          ))}
        </View>
        {tel ? <Text className='business__hotline'>{BUSINESS_TEXT.hotline(tel, hours)}</Text> : null}
        <Text className='business__head'>{BUSINESS_TEXT.form}</Text>
      </View>
      <CooperationFields form={form} />
    </PageShell>
  )
}

export default observer(BusinessPage)
