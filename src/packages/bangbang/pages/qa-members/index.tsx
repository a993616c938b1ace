// /BangBang/QA/index/ask-special?type=1|2: the answerers who joined (type 1: experts, lawyers,
// departments …) or the reporters who joined (type 2), each with 提问 to put a question to them.
import { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import Skeleton from '../../../../components/Skeleton'
import EmptyState from '../../../../components/EmptyState'
import MemberCard from '../../components/MemberCard'
import { ask, memberList, openMember } from '../../../../stores/qa'
import { useResource } from '../../../../stores/resource'

/** titles by type (community-side spec §2) */
export const ASK_SPECIAL_TITLE: Record<1 | 2, string> = { 1: '入驻答主', 2: '入驻记者' }
export const NO_MEMBERS = '暂无数据'

function AskSpecialPage() {
  const { params } = useRouter()
  const type: 1 | 2 = params.type === '2' ? 2 : 1
  const members = useResource(memberList(type))
  return (
    <PageShell route='AskSpecial' title={ASK_SPECIAL_TITLE[type]}>
      {!members.data ? (members.error ? <EmptyState text={members.error} /> : <Skeleton rows={3} />) : members.data.length === 0 ? <EmptyState text={NO_MEMBERS} /> : (
        <View>
          {members.data.map(m => <MemberCard key={m.userid} member={m} onOpen={openMember} onAsk={x => ask(x)} />)}
        </View>
      )}
    </PageShell>
  )
}

export default observer(AskSpecialPage)
