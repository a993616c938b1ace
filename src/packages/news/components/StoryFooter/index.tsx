// The end of an article: staff lines, recommend tags, the copyright notice, the self-discipline
// notice and the report entry.
import { Text, View } from '@tarojs/components'
import type { NewsDetail } from '@types-api/news'
import { navigate } from '../../../../utils/navigate'
import { openLink } from '../../../../utils/open-item'
import { DETAIL_TEXT, REPORT_TEXT } from '../../../../utils/interaction-text'
import './index.scss'

export interface StoryFooterProps {
  detail: NewsDetail
  copyright: string
  onReport: () => void
}

export default function StoryFooter({ detail: d, copyright, onReport }: StoryFooterProps) {
  const staff = [
    [DETAIL_TEXT.editor, d.editor],
    [DETAIL_TEXT.chiefEditor, d.zhubian],
    [DETAIL_TEXT.reviewer, d.shenhe],
  ].filter(([, name]) => name)
  return (
    <View className='story-footer'>
      {staff.length ? (
        <View className='story-footer__staff'>
          {staff.map(([role, name]) => <Text key={role} className='story-footer__staff-line'>{role}：{name}</Text>)}
        </View>
      ) : null}
      {d.keyboard.length ? (
        <View className='story-footer__tags'>
          {d.keyboard.map(k => (
            <Text key={k.id} className='story-footer__tag' onClick={() => void navigate('SearchPage', { search: k.title })}>#{k.title}</Text>
          ))}
        </View>
      ) : null}
      {copyright ? <Text className='story-footer__copyright'>{copyright}</Text> : null}
      <View className='story-footer__notice'>
        {d.selfDiscipline.title ? (
          <Text className='story-footer__link' onClick={() => openLink(d.selfDiscipline.url)}>{d.selfDiscipline.title}</Text>
        ) : null}
        <Text className='story-footer__report' onClick={onReport}>{REPORT_TEXT.title}</Text>
      </View>
    </View>
  )
}
