// /BangBang/QA/detail?id={answerId}: one answer in full under its question — who answered (their tag,
// job; their home, or why it cannot be opened), every picture, the like block 'N人喜欢' (type 6, once:
// 您已经点赞过了 after, no call) with the disclaimer, the notices (self-discipline, report), and its
// comments (全部评论, 赶紧抢个沙发吧～; like, reply, delete after 你确定要删除吗？, report, 查看全部回复 >>)
// with the box to write one. Liking, commenting, replying and more replies need a login.
import { useMemo } from 'react'
import { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import Skeleton from '../../../../components/Skeleton'
import EmptyState from '../../../../components/EmptyState'
import LikeBlock from '../../../../components/LikeBlock'
import QuestionHeader from '../../components/QuestionHeader'
import AnswerCard from '../../components/AnswerCard'
import BangComments from '../../components/BangComments'
import BangNotices from '../../components/BangNotices'
import { openMember, QaAnswerView } from '../../../../stores/qa'
import { useResource } from '../../../../stores/resource'
import { navigate } from '../../../../utils/navigate'
import './index.scss'
import { numberParam } from '../../../../utils/params'

function QaDetailPage() {
  const { params } = useRouter()
  const id = numberParam(params.id)
  const view = useMemo(() => new QaAnswerView(id), [id])
  const detail = useResource(view.detail)
  const d = detail.data
  return (
    // (the server's first screen of the answer stays over the page until it has drawn the answer or its error)
    <PageShell route='QADetail' isDetail firstScreenReady={!!d || !!detail.error}>
      {!d ? (detail.error ? <EmptyState text={detail.error} /> : <Skeleton rows={4} />) : (
        <View className='qa-detail'>
          <QuestionHeader header={d.header} brief onOpen={() => void navigate('QAList', { id: d.header.id })} />
          <View className='qa-detail__answer'>
            <AnswerCard answer={d.answer} onAuthor={openMember} />
          </View>
          <LikeBlock liked={d.doLike.isLike} count={d.doLike.likeNum} disclaimer={d.disclaimer} onLike={() => void view.like()} />
          <BangNotices selfDiscipline={d.selfDiscipline} report={d.report} />
          <BangComments thread={view.thread} />
        </View>
      )}
    </PageShell>
  )
}

export default observer(QaDetailPage)
