// /compositionCommentList?id=…: every comment on a public composition (BangBang's threads, classid 5) with
// the box to write one; reading needs no login, writing, liking and reporting do (the shared pieces ask).
import { useMemo } from 'react'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { BANG_CLASS } from '@types-api/qa'
import PageShell from '../../../../components/PageShell'
import BangComments, { bangThread } from '../../components/BangComments'
import { numberParam } from '../../../../utils/params'
import { StoryComments } from '../../../../stores/comments'

function CompositionCommentPage() {
  const { params } = useRouter()
  const id = numberParam(params.id)
  const thread = useMemo(() => bangThread(BANG_CLASS.composition, id), [id])
  const comments = useMemo(() => new StoryComments(thread), [thread])
  return (
    <PageShell route='compositionCommentList' firstScreenReady={!comments.list.initialLoading || !!comments.list.error}>
      <BangComments thread={thread} comments={comments} />
    </PageShell>
  )
}

export default observer(CompositionCommentPage)
