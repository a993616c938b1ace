// The notices under a BangBang item (an answer, a post): the self-discipline pledge and how to report,
// in the server's words.
import { Text, View } from '@tarojs/components'
import { NOTICE_TITLES } from '../../../../../common/qa'
import './index.scss'

export { NOTICE_TITLES } from '../../../../../common/qa'

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
