// /BangBang/QA/moreList?type=1|2: today's hot questions (type 1) or the latest questions (type 2), paged.
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import ChunkedList from '../../../../components/ChunkedList'
import ListFooter from '../../../../components/ListFooter'
import Skeleton from '../../../../components/Skeleton'
import EmptyState from '../../../../components/EmptyState'
import QaQuestionCard, { NO_QUESTIONS } from '../../components/QaQuestionCard'
import { questionList } from '../../../../stores/qa'
import { useListPaging } from '../../../../utils/use-list-paging'
import { navigate } from '../../../../utils/navigate'
import { MORE_LIST_TITLE } from '../../../../../common/qa'
import { oneOrTwo } from '../../../../../common/routes'

export { MORE_LIST_TITLE }

function QaMoreListPage() {
  const { params } = useRouter()
  const type = oneOrTwo(params.type)
  const list = questionList(type === 1 ? 'hot' : 'new')
  useListPaging(list)
  return (
    <PageShell route='QAMoreList' title={MORE_LIST_TITLE[type]} firstScreenReady={!list.initialLoading || !!list.error}>
      {list.initialLoading ? <Skeleton /> : list.empty ? <EmptyState text={NO_QUESTIONS} /> : (
        <>
          <ChunkedList items={list.items} keyOf={q => q.id} render={q => <QaQuestionCard item={q} onOpen={() => void navigate('QAList', { id: q.id })} />} />
          <ListFooter list={list} />
        </>
      )}
    </PageShell>
  )
}

export default observer(QaMoreListPage)
