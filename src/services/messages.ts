// Messages to the signed-in reader (docs/api.md, Messages).
import type { Message } from '@types-api/message'
import { accepted, getData, post } from './request'

export const fetchMessages = (page: number) => getData<Message[]>('/v1/message/list', { page })
export const fetchUnread = () => getData<{ count: number }>('/v1/message/unread')
/** no ids: all of them (a list goes comma-joined, as form posts send lists) */
export const markMessagesRead = (ids?: number[]) => accepted(post<{ read: number }>('/v1/message/read', ids ? { ids: ids.join(',') } : {}))
