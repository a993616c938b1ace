// /BangBang/publishBangBang (also /BangBang/PublishBangBang): a comment on a BangBang item, or a reply
// to one of its comments, on a page of its own (community-side spec §2: id, classid 1 a politics
// question / 2 an answer, from=bang; plId, pId the comment answered; classId, newsId as the reading
// side names them). Login first; back where the reader came from once it is published.
import { useEffect, useMemo } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { BANG_CLASS } from '@types-api/qa'
import PageShell from '../../../../components/PageShell'
import EmptyState from '../../../../components/EmptyState'
import { CommentComposer, bangThread } from '../../components/BangComments'
import { CommentDraft } from '../../../../stores/comments'
import { useResource } from '../../../../stores/resource'
import { requireLogin } from '../../../../utils/login-guard'
import { back } from '../../../../utils/navigate'
import { COMMENT_TEXT } from '../../../../utils/interaction-text'
import './index.scss'

export const PUBLISH_BANG_TEXT = {
  nothing: '要评论的内容不存在',
} as const

function PublishBangBangPage() {
  const { params } = useRouter()
  const classid = Number(params.classid ?? params.classId) === BANG_CLASS.answer ? BANG_CLASS.answer : BANG_CLASS.politics
  const id = Number(params.id ?? params.newsId) || 0
  const plId = Number(params.plId) || 0
  const pId = Number(params.pId) || 0
  const draft = useMemo(() => new CommentDraft(bangThread(classid, id), plId ? { plId, grandPid: pId || plId, pId } : undefined), [classid, id, plId, pId])
  const answered = useResource(draft.answered)
  useEffect(() => { requireLogin() }, [])
  return (
    <PageShell route='PublishBangBang'>
      {!id ? <EmptyState text={PUBLISH_BANG_TEXT.nothing} /> : (
        <View className='publish-bang'>
          {answered?.data ? (
            <View className='publish-bang__quote'>
              <Text className='publish-bang__quote-name'>{answered.data.nickname}：</Text>
              <Text className='publish-bang__quote-text'>{answered.data.sayText}</Text>
            </View>
          ) : null}
          <CommentComposer draft={draft} to={answered?.data ?? null} onDone={() => void back()} />
          <Text className='publish-bang__hint'>{COMMENT_TEXT.placeholder}</Text>
        </View>
      )}
    </PageShell>
  )
}

export default observer(PublishBangBangPage)
