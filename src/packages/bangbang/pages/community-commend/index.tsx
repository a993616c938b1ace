// /BangBang/community/commend: 选择社区 — every community (the reader's district first) or those whose
// name, district or address holds what is searched; 加入 makes one the reader's (moving them from
// their present one, after asking); opening one shows its posts. Joining needs a login.
import { useState } from 'react'
import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { Community } from '@types-api/community'
import PageShell from '../../../../components/PageShell'
import Skeleton from '../../../../components/Skeleton'
import EmptyState from '../../../../components/EmptyState'
import CommunityCard from '../../components/CommunityCard'
import { communityHome, communitySearch, join } from '../../../../stores/community'
import { useResource } from '../../../../stores/resource'
import { backToOpener, navigate } from '../../../../utils/navigate'
import { confirm } from '../../../../utils/toast'
import './index.scss'

export const COMMEND_TEXT = {
  search: '搜索社区名称、街道或区县',
  intro: '加入你居住的社区，和邻居一起反映身边事；每人可加入一个社区',
  none: '没有找到这个社区',
  move: (from: string, to: string) => `你已加入${from}，确定改为加入${to}吗？`,
} as const

function CommendPage() {
  const [keyword, setKeyword] = useState('')
  const found = useResource(communitySearch(keyword))
  const home = communityHome()
  const mine = home.mine
  const choose = async (c: Community) => {
    if (mine && !(await confirm({ content: COMMEND_TEXT.move(mine.name, c.name) }))) return
    if (await join(c)) void backToOpener()
  }
  return (
    <PageShell route='communityCommend'>
      <View className='commend__bar'>
        <Input className='commend__search' confirmType='search' placeholder={COMMEND_TEXT.search} onConfirm={e => setKeyword(e.detail.value.trim())} />
      </View>
      <Text className='commend__intro'>{COMMEND_TEXT.intro}</Text>
      {!found.data ? (found.error ? <EmptyState text={found.error} /> : <Skeleton rows={3} />) : found.data.length === 0 ? <EmptyState text={COMMEND_TEXT.none} /> : (
        <View>
          {found.data.map(c => (
            <CommunityCard key={c.id} community={c} mine={c.id === mine?.id} onOpen={x => void navigate('communityIndex', { id: x.id })} onJoin={x => void choose(x)} />
          ))}
        </View>
      )}
    </PageShell>
  )
}

export default observer(CommendPage)
