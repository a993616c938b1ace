// Driving the account API the way the client does: a slide, a code from the outbox, a login.
import type { FastifyInstance } from 'fastify'

export async function post(app: FastifyInstance, url: string, payload: Record<string, unknown>, token?: string) {
  const res = await app.inject({ method: 'POST', url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} })
  return { status: res.statusCode, body: res.json() as { statusCode: number; message: string; data: any }, headers: res.headers }
}

/** a slide a person makes: a dozen points over half a second, to the end of a 300 px track */
export function humanTrace(width = 300) {
  return { width, points: Array.from({ length: 12 }, (_, i) => [i * 50, Math.round((width * i) / 11)] as [number, number]) }
}

export async function slide(app: FastifyInstance) {
  const init = await post(app, '/v1/common/slider/init', {})
  const done = await post(app, '/v1/common/slider/verify', { token: init.body.data.token, trace: JSON.stringify(humanTrace()) })
  if (done.status !== 200) throw new Error(`slide failed: ${done.body.message}`)
  return done.body.data as { token: string; csessionid: string; sig: string; scene: string }
}

export async function outbox(app: FastifyInstance, phone: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `/dev/sms/outbox?phone=${phone}` })
  const [latest] = res.json().data as { code: string }[]
  return latest?.code ?? ''
}

export async function sendCode(app: FastifyInstance, phone: string, type: string) {
  const proof = await slide(app)
  const res = await post(app, '/v1/common/webSendMsg', { phone, type, ...proof })
  if (res.status !== 200) throw new Error(`send failed: ${res.body.message}`)
  return outbox(app, phone)
}
