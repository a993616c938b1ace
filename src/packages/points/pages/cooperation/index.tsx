// /AccumulatedPoints/cooperation: 商务合作 — a business proposes to join the shop, advertise or run an
// event with the newspaper: its name, a contact, a phone, the kind of cooperation and what it has in
// mind. Checked as the server checks it; sent to the newsroom, which answers by phone. Login first.
import { useMemo } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import CooperationFields from '../../components/CooperationFields'
import { CooperationForm } from '../../../../stores/shop'

export const COOPERATION_INTRO = '欢迎本地商家入驻上游积分商城，或与上游新闻开展广告、活动合作。留下联系方式，我们会尽快与你联系。'

function CooperationPage() {
  const form = useMemo(() => new CooperationForm(), [])
  return (
    <PageShell route='ShopCooperation'>
      {form.sent ? null : <View className='cooperation cooperation--intro'><Text className='cooperation__intro'>{COOPERATION_INTRO}</Text></View>}
      <CooperationFields form={form} />
    </PageShell>
  )
}

export default observer(CooperationPage)
