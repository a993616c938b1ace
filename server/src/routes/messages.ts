// Messages to the signed-in reader (docs/api.md, Messages): the list, the unread count, marking read.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { ok } from '../answer'
import { requireUser } from '../http/auth'
import { IdList, idList } from '../http/id-list'
import { PageQuery, pageWindow } from '../content/paging'
import type { AppContext } from '../context'

export const messageRoutes: FastifyPluginAsyncTypebox<AppContext> = async app => {
  // a reader's own: never kept by a proxy
  app.addHook('onSend', async (_request, reply) => { void reply.header('cache-control', 'private, no-store') })

  app.get('/v1/message/list', { schema: { querystring: Type.Object(PageQuery) } }, async request => {
    const { user } = requireUser(request)
    const { offset, pageSize } = pageWindow(request.query)
    return ok((await app.services.messages.list(user.id, offset, pageSize)).items)
  })

  app.get('/v1/message/unread', async request => {
    const { user } = requireUser(request)
    return ok({ count: await app.services.messages.unread(user.id) })
  })

  // ids (IdList); none: all
  app.post('/v1/message/read', {
    schema: {
      body: Type.Object({
        ids: Type.Optional(IdList(100)),
      }),
    },
  }, async request => {
    const { user } = requireUser(request)
    const { ids } = request.body
    return ok({ read: await app.services.messages.markRead(user.id, idList(ids)) })
  })
}
