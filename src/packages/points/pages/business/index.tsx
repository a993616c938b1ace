// /business-cooperation/home: the newspaper's business-cooperation page — what it offers a business
// (joining the points shop, advertising, events, anything else), the hotline, and the request form the
// shop's 商务合作 uses (the same requests, read by the newsroom). Tapping an offer picks it in the form.
import { useMemo } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { COOPERATION_KINDS, type CooperationKind } from '@types-api/shop'
import PageShell from '../../../../components/PageShell'
import CooperationFields from '../../components/CooperationFields'
import { CooperationForm } from '../../../../stores/shop'
import { configStore } from '../../../../stores/config'
import './index.scss'

export const BUSINESS_TEXT = {
  title: '与上游新闻合作',
  intro: '上游新闻立足重庆，覆盖客户端、网站、微信小程序和报纸。我们期待与本地企业、机构携手，一起服务好每一位读者。',
  offers: '合作方式',
  hotline: (tel: string, hours: string) => `合作热线：${tel}${hours ? `（${hours}）` : ''}`,
  form: '提交合作意向',
} as const

/** what each kind of cooperation is, as the page offers it */
export const OFFERS: Record<CooperationKind, string> = {
  商品入驻: '本地商家入驻上游积分商城，以优惠券、门票和好物回馈读者。',
  广告合作: '客户端、网站、小程序和报纸版面的品牌广告与内容推广。',
  活动合作: '联合举办评选、展会、公益和读者见面会等线上线下活动。',
  其他: '内容共建、数据服务、渠道合作……有想法，欢迎来谈。',
}

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
