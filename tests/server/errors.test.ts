// Unexpected failures reach the client as the server-trouble envelope with HTTP 500, never a stack trace.
import { createTestServer } from './helpers'

it('answers a failing database with the 500 envelope', async () => {
  const server = await createTestServer({ seed: false })
  try {
    await server.database.db.destroy()
    const res = await server.app.inject({ method: 'GET', url: '/kratos/v1/channel/list' })
    expect(res.statusCode).toBe(500)
    expect(res.json()).toEqual({ statusCode: 500, message: '服务器开小差了,后台工作人员正在努力解决', data: null })
  } finally {
    await server.close().catch(() => undefined)
  }
})
