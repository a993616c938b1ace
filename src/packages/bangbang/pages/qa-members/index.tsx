// /BangBang/QA/index/ask-special?type=1|2: the answerers who joined (type 1: experts, lawyers,
// departments …) or the reporters who joined (type 2), each with 提问 to put a question to them; a
// search by name or job finds any of them.
import { useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Input, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import Skeleton from '../../../../components/Skeleton'
import EmptyState from '../../../../components/EmptyState'
import MemberCard from '../../components/MemberCard'
import { ask, memberList, openMember } from '../../../../stores/qa'
import { useResource } from '../../../../stores/resource'
import { bangMemberSearch } from '../../../../stores/bangbang'
import { oneOrTwo } from '../../../../../common/routes'
import { ASK_SPECIAL_TITLE, MEMBER_SEARCH, NO_MEMBERS } from '../../../../../common/qa'
import './index.scss'

export { ASK_SPECIAL_TITLE, MEMBER_SEARCH, NO_MEMBERS }

function AskSpecialPage() {
  const { params } = useRouter()
  const type = oneOrTwo(params.type)
  const [keyword, setKeyword] = useState('')
  const members = useResource(keyword ? bangMemberSearch(keyword) : memberList(type))
  return (
    <PageShell route='AskSpecial' title={ASK_SPECIAL_TITLE[type]} firstScreenReady={!members.initialLoading}>
      <View className='qa-members__bar'>
        <Input className='qa-members__search' confirmType='search' placeholder={MEMBER_SEARCH} onConfirm={e => setKeyword(e.detail.value.trim())} />
      </View>
      {!members.data ? (members.error ? <EmptyState text={members.error} /> : <Skeleton rows={3} />) : members.data.length === 0 ? <EmptyState text={NO_MEMBERS} /> : (
        <View>
          {members.data.map(m => <MemberCard key={m.userid} member={m} onOpen={openMember} onAsk={x => ask(x)} />)}
        </View>
      )}
    </PageShell>
  )
}

export default observer(AskSpecialPage)
