// The report popup: reasons from the server, none chosen on open, each tap toggles one; the button
// submits, or with nothing chosen reads 取消 and closes.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import Popup from '../Popup'
import type { ReportStore } from '../../stores/report'
import { REPORT_TEXT } from '../../utils/interaction-text'
import './index.scss'

export interface ReportPopupProps {
  store: ReportStore
}

function ReportPopup({ store }: ReportPopupProps) {
  const target = store.target
  return (
    <Popup open={store.open} title={REPORT_TEXT.title} onClose={() => store.close()} className='report-popup'>
      {target?.kind === 'comment' ? <Text className='report-popup__quote'>{target.comment.nickname}：{target.comment.sayText}</Text> : null}
      <View className='report-popup__reasons'>
        {store.reasons.map(r => (
          <View
            key={r}
            role='checkbox'
            aria-checked={store.selected.includes(r)}
            className={`report-popup__reason${store.selected.includes(r) ? ' report-popup__reason--on' : ''}`}
            onClick={() => store.toggle(r)}
          >
            {r}
          </View>
        ))}
      </View>
      {target?.kind === 'story' && store.tel ? <Text className='report-popup__tel'>{REPORT_TEXT.hotline(store.tel)}</Text> : null}
      <View
        role='button'
        className={`report-popup__button${store.action === 'cancel' ? ' report-popup__button--cancel' : ''}${store.sending ? ' report-popup__button--busy' : ''}`}
        onClick={() => void store.press()}
      >
        {store.action === 'cancel' ? REPORT_TEXT.cancel : REPORT_TEXT.submit}
      </View>
    </Popup>
  )
}

export default observer(ReportPopup)
