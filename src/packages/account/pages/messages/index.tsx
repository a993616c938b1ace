// /MessageList: what happened to what the reader wrote — their question accepted, answered, closed; a
// reply to their comment — newest first, unread ones marked; a tap opens what it is about. Login first.
import { useMemo } from 'react'
import { useDidShow } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import ChunkedList from '../../../../components/ChunkedList'
import ListFooter from '../../../../components/ListFooter'
import Skeleton from '../../../../components/Skeleton'
import EmptyState from '../../../../components/EmptyState'
import { messageStore } from '../../../../stores/messages'
import { sessionStore } from '../../../../stores/session'
import { useListPaging } from '../../../../utils/use-list-paging'
import './index.scss'

export const NO_MESSAGES = '暂无消息'
export const READ_ALL = '全部已读'

function MessagesPage() {
  const list = useMemo(() => (sessionStore.loggedIn ? messageStore.newList() : null), [])
  useListPaging(list)
  useDidShow(() => {
    // (a visitor is taken to log in by the page's frame: RouteMeta.needsLogin)
    if (!sessionStore.loggedIn) return
    // back from what a message opened: its dot is gone
    if (list && list.page > 0) void list.refresh()
    void messageStore.refreshUnread()
  })
  return (
    <PageShell route='MessageList'>
      {!list || list.initialLoading ? <Skeleton /> : list.empty ? <EmptyState text={NO_MESSAGES} /> : (
        <>
          {messageStore.unread > 0 ? <Text className='messages__read-all' onClick={() => void messageStore.readAll()}>{READ_ALL}</Text> : null}
          <ChunkedList items={list.items} keyOf={m => m.id} render={m => (
            <View className={`messages__item${m.read ? '' : ' messages__item--unread'}`} onClick={() => void messageStore.open(m)}>
              <View className='messages__head'>
                <Text className='messages__title'>{m.title}</Text>
                <Text className='messages__time'>{m.time.slice(5, 16)}</Text>
              </View>
              {m.body ? <Text className='messages__body'>{m.body}</Text> : null}
            </View>
          )} />
          <ListFooter list={list} />
        </>
      )}
    </PageShell>
  )
}

export default observer(MessagesPage)
