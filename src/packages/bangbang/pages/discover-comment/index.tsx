// /CommentDiscover?classId=20&newsId=…: every comment on a 发现 post (the story comment calls, classId 20) with the box
// to write one; opening it needs a login (spec §5): a visitor goes to log in and comes back here.
import { useMemo } from 'react'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import BangComments from '../../components/BangComments'
import { discoverThread } from '../../../../stores/discover'
import { numberParam } from '../../../../utils/params'

function DiscoverCommentPage() {
  const { params } = useRouter()
  const id = numberParam(params.newsId ?? params.id)
  const thread = useMemo(() => discoverThread(id), [id])
  return (
    <PageShell route='CommentDiscover'>
      <BangComments thread={thread} />
    </PageShell>
  )
}

export default observer(DiscoverCommentPage)
