// The reader's messages (their question answered, a reply to their comment …): the unread count 我的
// shows, the list, and reading one, which opens what it is about.
import { makeAutoObservable, runInAction } from 'mobx'
import type { Message } from '@types-api/message'
import { fetchMessages, fetchUnread, markMessagesRead } from '../services/messages'
import { PagedList } from './paged-list'
import { routes, type RouteName } from '../../common/routes'
import { navigate } from '../utils/navigate'
import { sessionStore } from './session'

export class MessageStore {
  unread = 0
  /** the list shown on /MessageList, made afresh for each visit */
  list: PagedList<Message> | null = null

  constructor() {
    makeAutoObservable(this, { list: false })
  }

  /** Asks how many are unread (nothing to ask for a visitor). */
  async refreshUnread(): Promise<void> {
    if (!sessionStore.loggedIn) {
      this.unread = 0
      return
    }
    try {
      const { count } = await fetchUnread()
      runInAction(() => { this.unread = count })
    } catch {
      // the count stays as it was
    }
  }

  /** a list for a visit to /MessageList */
  newList(): PagedList<Message> {
    this.list = new PagedList<Message>(async page => ({ items: await fetchMessages(page) }), 0, { deep: false })
    return this.list
  }

  /** Opens what the message is about; it counts as read. */
  async open(m: Message): Promise<void> {
    if (!m.read) {
      this.unread = Math.max(0, this.unread - 1)
      void markMessagesRead([m.id]).catch(() => undefined)
    }
    if (m.route in routes) await navigate(m.route as RouteName, m.params)
  }

  async readAll(): Promise<void> {
    await markMessagesRead()
    runInAction(() => { this.unread = 0 })
    await this.list?.refresh()
  }
}

export const messageStore = new MessageStore()
