// /BangBang/publishBangBang (also /BangBang/PublishBangBang): a comment on a BangBang item, or a reply
// to one of its comments, on a page of its own (community-side spec §2: id, classid 1 a politics
// question / 2 an answer, from=bang; plId, pId the comment answered; classId, newsId as the reading
// side names them). Login first; back where the reader came from once it is published.
// With post=community or post=exposure (designed: docs/api.md), a post of the reader's own instead: to
// their community (发帖) or to 曝光台 (我要曝光), with pictures, kept as a draft while it is written; once
// published, its page replaces this one.
import { useMemo } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { BANG_CLASS } from '@types-api/qa'
import PageShell from '../../../../components/PageShell'
import EmptyState from '../../../../components/EmptyState'
import { CommentComposer, bangThread } from '../../components/BangComments'
import type { BangPostKind } from '@types-api/community'
import { CommentDraft } from '../../../../stores/comments'
import { PostDraft, BANG_POST_MAX } from '../../../../stores/community'
import { locationStore } from '../../../../stores/location'
import { TextArea } from '../../../../platform/text-area'
import PicturePicker from '../../../../components/PicturePicker'
import { useResource } from '../../../../stores/resource'
import { backToOpener, redirect } from '../../../../utils/navigate'
import { COMMENT_TEXT } from '../../../../utils/interaction-text'
import './index.scss'
import { numberParam } from '../../../../utils/params'

export const PUBLISH_BANG_TEXT = {
  nothing: '要评论的内容不存在',
} as const

export const PUBLISH_POST_TEXT = {
  title: { community: '发帖', exposure: '我要曝光' },
  placeholder: {
    community: '说说身边事：求助、建议、表扬都可以，社区工作人员会回复',
    exposure: '说清楚问题发生的时间、地点和经过，附上照片，记者核实后会跟进',
  },
  notice: '内容经审核后公开；请勿填写身份证号、电话等个人信息，不得捏造事实。',
  submit: '发布',
} as const

/** a post of the reader's own: to their community, or an exposure */
const PostComposer = observer(function PostComposer({ kind }: { kind: BangPostKind }) {
  const draft = useMemo(() => new PostDraft(kind), [kind])
  const send = async () => {
    const id = await draft.send(locationStore.region)
    if (id) void redirect('communityDetail', { id })
  }
  return (
    <PageShell route='PublishBangBang' title={PUBLISH_POST_TEXT.title[kind]}>
      <View className='publish-post'>
        <TextArea className='publish-post__textarea' value={draft.content} maxLength={BANG_POST_MAX} placeholder={PUBLISH_POST_TEXT.placeholder[kind]} onInput={t => draft.setContent(t)} />
        <Text className='publish-post__count'>{[...draft.content].length}/{BANG_POST_MAX}</Text>
        <PicturePicker list={draft.pictures} />
        <Text className='publish-post__notice'>{PUBLISH_POST_TEXT.notice}</Text>
        <View role='button' className={`publish-post__submit${draft.sending ? ' publish-post__submit--off' : ''}`} onClick={() => void send()}>{PUBLISH_POST_TEXT.submit}</View>
      </View>
    </PageShell>
  )
})

function PublishBangBangPage() {
  const { params } = useRouter()
  if (params.post === 'community' || params.post === 'exposure') return <PostComposer kind={params.post} />
  return <CommentPublisher />
}

const CommentPublisher = observer(function CommentPublisher() {
  const { params } = useRouter()
  const classid = Number(params.classid ?? params.classId) === BANG_CLASS.answer ? BANG_CLASS.answer : BANG_CLASS.politics
  const id = numberParam(params.id ?? params.newsId)
  const plId = numberParam(params.plId)
  const pId = numberParam(params.pId)
  const draft = useMemo(() => new CommentDraft(bangThread(classid, id), plId ? { plId, grandPid: pId || plId, pId } : undefined), [classid, id, plId, pId])
  const answered = useResource(draft.answered)
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
          <CommentComposer draft={draft} to={answered?.data ?? null} onDone={() => void backToOpener()} />
          <Text className='publish-bang__hint'>{COMMENT_TEXT.placeholder}</Text>
        </View>
      )}
    </PageShell>
  )
})

export default observer(PublishBangBangPage)
