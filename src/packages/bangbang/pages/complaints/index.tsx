// /Complaints-platform (直播带货投诉平台): a reader complains about a live-commerce purchase — the platform,
// the shop or streamer, the order's number, what went wrong, pictures or a video — to the market-regulation
// department, and follows it in 我的投诉 (its page and its steps are 问政's: the time limits, the
// department's answer, the rating, a reopening). What is typed is kept as a draft until it is sent.
import { useMemo, useState } from 'react'
import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { COMPLAINT_LIMITS, COMPLAINT_PLATFORMS, COMPLAINT_TITLE, type ComplaintItem } from '@types-api/politics'
import PageShell from '../../../../components/PageShell'
import Tabs from '../../../../components/Tabs'
import PicturePicker from '../../../../components/PicturePicker'
import EmptyState from '../../../../components/EmptyState'
import ListFooter from '../../../../components/ListFooter'
import { TextArea } from '../../../../platform/text-area'
import { ComplaintDraft, myComplaints } from '../../../../stores/politics'
import { locationStore } from '../../../../stores/location'
import { sessionStore } from '../../../../stores/session'
import { requireLogin } from '../../../../stores/login-guard'
import { useFirstPage } from '../../../../utils/use-list-paging'
import { navigate } from '../../../../utils/navigate'
import { PoliticsCardTop } from '../../components/PoliticsCard'
import './index.scss'
import { COMPLAINT_TEXT } from '../../../../../common/politics'

export { COMPLAINT_TEXT }

const ComplaintCard = ({ item }: { item: ComplaintItem }) => (
  <View className='politics-card complaint-card' onClick={() => void navigate('politicsDetail', { id: item.id })}>
    <PoliticsCardTop item={item} />
    <View className='politics-card__meta'><Text>{item.time.slice(0, 16)}</Text></View>
  </View>
)

const Mine = observer(function Mine() {
  const list = myComplaints()
  useFirstPage(list)
  if (list.items.length === 0 && list.finished) return <EmptyState text={COMPLAINT_TEXT.none} />
  return (
    <View className='complaints__mine'>
      {list.items.map(c => <ComplaintCard key={c.id} item={c} />)}
      <ListFooter list={list} />
    </View>
  )
})

function ComplaintsPage() {
  const draft = useMemo(() => new ComplaintDraft(), [])
  const [tab, setTab] = useState<'write' | 'mine'>('write')
  const signedIn = sessionStore.loggedIn
  const send = async () => {
    const made = await draft.send(locationStore.region)
    if (made) void navigate('politicsDetail', { id: made.id })
  }
  const choose = (key: 'write' | 'mine') => {
    if (key === 'mine' && !requireLogin()) return
    setTab(key)
  }
  return (
    <PageShell route='complaintsPlatform' title={COMPLAINT_TITLE}>
      <View className='complaints'>
        <Text className='complaints__intro'>{COMPLAINT_TEXT.intro}</Text>
        <Tabs items={[{ key: 'write', title: COMPLAINT_TEXT.tabs.write }, { key: 'mine', title: COMPLAINT_TEXT.tabs.mine }]} active={tab} onChange={choose} />
        {tab === 'mine' ? (signedIn ? <Mine /> : <EmptyState text={COMPLAINT_TEXT.loginFirst} />) : (
          <View className='politics-commit complaints__form'>
            <Text className='politics-commit__label'>{COMPLAINT_TEXT.platform}</Text>
            <View className='politics-commit__departments' role='radiogroup'>
              {COMPLAINT_PLATFORMS.map(p => (
                <View key={p} role='radio' aria-checked={draft.platform === p} className={`politics-commit__department${draft.platform === p ? ' politics-commit__department--on' : ''}`} onClick={() => draft.set({ platform: p })}>{p}</View>
              ))}
            </View>
            <Text className='politics-commit__label'>{COMPLAINT_TEXT.seller}</Text>
            <Input className='politics-commit__input complaints__seller' value={draft.seller} maxlength={COMPLAINT_LIMITS.seller} placeholder={COMPLAINT_TEXT.sellerPlaceholder} onInput={e => draft.set({ seller: e.detail.value })} />
            <Text className='politics-commit__label'>{COMPLAINT_TEXT.orderNo}</Text>
            <Input className='politics-commit__input complaints__order' value={draft.orderNo} maxlength={COMPLAINT_LIMITS.orderNo} placeholder={COMPLAINT_TEXT.orderPlaceholder} onInput={e => draft.set({ orderNo: e.detail.value })} />
            <Text className='politics-commit__label'>{COMPLAINT_TEXT.content}</Text>
            <TextArea className='politics-commit__textarea' value={draft.content} maxLength={COMPLAINT_LIMITS.content} placeholder={COMPLAINT_TEXT.contentPlaceholder} onInput={content => draft.set({ content })} />
            <Text className='politics-commit__count'>{[...draft.content].length}/{COMPLAINT_LIMITS.content}</Text>
            <Text className='politics-commit__label'>{COMPLAINT_TEXT.evidence}</Text>
            <PicturePicker list={draft.pictures} video={draft.video} />
            <Text className='politics-commit__notice'>{COMPLAINT_TEXT.notice}</Text>
            <View role='button' className={`politics-commit__submit${draft.sending ? ' politics-commit__submit--off' : ''}`} onClick={() => void send()}>{COMPLAINT_TEXT.submit}</View>
          </View>
        )}
      </View>
    </PageShell>
  )
}

export default observer(ComplaintsPage)
