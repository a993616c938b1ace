#!/usr/bin/env node
// The bench's yardstick (issue 28): a bare Fastify process answering {hello:'world'} (and /bytes/N: N bytes
// of JSON kept ready), nothing else — no hooks, no plugins, no logger. `npm run bench` starts it beside the app and drives both in the same run,
// so the app's figures read as a fraction of what Fastify itself does on this machine at this moment.
// Listens on 127.0.0.1:PORT (0: any free port) and prints `listening <port>` once ready.
import Fastify from 'fastify'

const app = Fastify({ logger: false })
app.get('/', async () => ({ hello: 'world' }))
// the same, answering `n` bytes of JSON kept ready (as the app's kept answers are): what the size of an
// answer costs the server and the client by itself
const kept = new Map()
app.get('/bytes/:n', async (request, reply) => {
  const n = Math.min(1 << 20, Math.max(17, Number(request.params.n) || 17))
  if (!kept.has(n)) kept.set(n, Buffer.from(JSON.stringify({ hello: 'x'.repeat(n - 12) })))
  return reply.type('application/json; charset=utf-8').send(kept.get(n))
})
await app.listen({ port: Number(process.env.PORT || 0), host: '127.0.0.1' })
console.log(`listening ${app.server.address().port}`)
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => { void app.close().then(() => process.exit(0)) })
