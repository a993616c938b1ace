// Messages to the signed-in reader (docs/api.md, Messages): the list, the unread count, marking read.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { ok } from '../http/envelope'
import { requireUser } from '../http/auth'
import { PageQuery, pageWindow } from '../http/paging'
import type { AppContext } from '../context'

export const messageRoutes: FastifyPluginAsyncTypebox<AppContext> = async app => {
  // a reader's own: never kept by a proxy
  app.addHook('onSend', async (_request, reply) => { void reply.header('cache-control', 'private, no-store') })

  app.get('/v1/message/list', { schema: { querystring: Type.Object(PageQuery) } }, async request => {
    const { user } = requireUser(request)
    const { offset, pageSize } = pageWindow(request.query)
    return ok((await app.messages.list(user.id, offset, pageSize)).items)
  })

  app.get('/v1/message/unread', async request => {
    const { user } = requireUser(request)
    return ok({ count: await app.messages.unread(user.id) })
  })

  // ids: a JSON array, or comma-joined as the client's form posts send lists ('5,6'); none: all
  app.post('/v1/message/read', {
    schema: {
      body: Type.Object({
        ids: Type.Optional(Type.Union([
          Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), { maxItems: 100 }),
          Type.String({ pattern: '^[0-9]{1,10}(,[0-9]{1,10}){0,99}$' }),
        ])),
      }),
    },
  }, async request => {
    const { user } = requireUser(request)
    const { ids } = request.body
    const list = typeof ids === 'string' ? ids.split(',').map(Number).filter(n => n >= 1 && n <= 2147483647) : ids
    return ok({ read: await app.messages.markRead(user.id, list) })
  })
}
