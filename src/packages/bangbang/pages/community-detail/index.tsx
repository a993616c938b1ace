// /BangBang/community/detail?id=…: a 社区 post or an exposure in full — who posted it and where, its
// state, the whole text and every picture, the community's answer (or the journalist's follow-up), the
// like block 'N人喜欢' (type 7, once: 您已经点赞过了 after, no call), the notices, and its comments
// (BangBang's, classid 3). The community's worker (a journalist, for an exposure) answers it here and
// may mark it solved; its author may mark it solved or delete it. Every one of these needs a login,
// and the server decides who may.
import { useMemo } from 'react'
import { useDidShow, useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import Skeleton from '../../../../components/Skeleton'
import EmptyState from '../../../../components/EmptyState'
import LikeBlock from '../../../../components/LikeBlock'
import { TextArea } from '../../../../platform/text-area'
import PostCard, { HandlerReply } from '../../components/PostCard'
import BangComments from '../../components/BangComments'
import BangNotices from '../../components/BangNotices'
import { PostView, REPLY_MAX } from '../../../../stores/community'
import { useResource } from '../../../../stores/resource'
import { backToOpener, navigate } from '../../../../utils/navigate'
import { POST_DETAIL_TEXT, postPageTitle } from '../../../../../common/community'
import './index.scss'
import { numberParam } from '../../../../utils/params'

export { POST_DETAIL_TEXT } from '../../../../../common/community'

function PostDetailPage() {
  const { params } = useRouter()
  const id = numberParam(params.id)
  const view = useMemo(() => new PostView(id), [id])
  const detail = useResource(view.detail)
  useDidShow(() => { if (view.detail.data) void view.detail.reload() })
  const d = detail.data
  const remove = async () => {
    if (await view.remove()) void backToOpener()
  }
  return (
    // (the server's first screen of the post stays over the page until it has drawn the post or its error)
    <PageShell route='communityDetail' isDetail title={d ? postPageTitle(d) : undefined} firstScreenReady={!!d || !!detail.error}>
      {!d ? (detail.error ? <EmptyState text={detail.error} /> : <Skeleton rows={4} />) : (
        <View className='post-detail'>
          <PostCard post={d} full onAuthor={p => d.kind === 'community' && void navigate('communityIndex', { userId: p.userid })}
            onCommunity={p => p.community && void navigate('communityIndex', { id: p.community.id })} />
          <View className='post-detail__reply'>
            {d.handler ? <HandlerReply post={d} /> : d.underReview ? null : <Text className='post-detail__waiting'>{POST_DETAIL_TEXT.waiting[d.kind]}</Text>}
          </View>
          {d.can.handle ? (
            <View className='post-detail__form'>
              <Text className='post-detail__form-title'>{POST_DETAIL_TEXT.handleTitle[d.kind]}</Text>
              <TextArea className='post-detail__textarea' value={view.reply} maxLength={REPLY_MAX} placeholder={POST_DETAIL_TEXT.placeholder[d.kind]} onInput={t => view.setReply(t)} />
              <View className='post-detail__actions'>
                <View role='button' className={`post-detail__button${view.busy ? ' post-detail__button--off' : ''}`} onClick={() => void view.handle(false)}>{POST_DETAIL_TEXT.reply}</View>
                <View role='button' className={`post-detail__button post-detail__button--plain${view.busy ? ' post-detail__button--off' : ''}`} onClick={() => void view.handle(true)}>{POST_DETAIL_TEXT.replySolved}</View>
              </View>
            </View>
          ) : null}
          {d.can.solve || d.can.remove ? (
            <View className='post-detail__own'>
              {d.can.solve ? <View role='button' className='post-detail__button post-detail__button--plain' onClick={() => void view.solve()}>{POST_DETAIL_TEXT.solve}</View> : null}
              {d.can.remove ? <Text className='post-detail__remove' onClick={() => void remove()}>{POST_DETAIL_TEXT.remove}</Text> : null}
            </View>
          ) : null}
          {d.underReview ? null : <LikeBlock liked={d.doLike.isLike} count={d.doLike.likeNum} disclaimer={POST_DETAIL_TEXT.disclaimer} onLike={() => void view.like()} />}
          <BangNotices selfDiscipline={d.selfDiscipline} report={d.report} />
          {d.underReview ? null : <BangComments thread={view.thread} />}
        </View>
      )}
    </PageShell>
  )
}

export default observer(PostDetailPage)
