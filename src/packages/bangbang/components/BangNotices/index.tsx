// The notices under a BangBang item (an answer, a post): the self-discipline pledge and how to report,
// in the server's words.
import { Text, View } from '@tarojs/components'
import './index.scss'

export const NOTICE_TITLES = {
  selfDiscipline: '自律公约',
  report: '举报说明',
} as const

export default function BangNotices({ selfDiscipline, report }: { selfDiscipline: string; report: string }) {
  return (
    <View className='bang-notices'>
      <Text className='bang-notices__title'>{NOTICE_TITLES.selfDiscipline}</Text>
      <Text className='bang-notices__text'>{selfDiscipline}</Text>
      <Text className='bang-notices__title'>{NOTICE_TITLES.report}</Text>
      <Text className='bang-notices__text'>{report}</Text>
    </View>
  )
}
