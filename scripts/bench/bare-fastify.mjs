#!/usr/bin/env node
// The bench's yardstick (issue 28): a bare Fastify process answering {hello:'world'}, nothing else — no
// hooks, no plugins, no logger. `npm run bench` starts it beside the app and drives both in the same run,
// so the app's figures read as a fraction of what Fastify itself does on this machine at this moment.
//
// It also answers, from memory, the very bytes the app answers for a route (`PUT /kept/:name` keeps them,
// `GET /kept/:name` sends them): what those bytes cost by themselves, the server's and the client's share
// (autocannon decodes every body into a string: 10 KB of Chinese costs its client ~2× what 10 KB of ASCII
// does, on the same two cores as the servers). And the same from a plain node:http server in this process
// (no framework at all, on a port of its own): the most any server could do in this measurement.
// Listens on 127.0.0.1 (PORT, 0: any free port) and prints `listening <port> <node:http port>` once ready.
import http from 'node:http'
import Fastify from 'fastify'

const kept = new Map()

const app = Fastify({ logger: false })
app.get('/', async () => ({ hello: 'world' }))
app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: 16 << 20 }, (_request, body, done) => done(null, body))
app.put('/kept/:name', async request => {
  kept.set(request.params.name, request.body)
  return { kept: request.body.length }
})
app.get('/kept/:name', async (request, reply) => {
  const body = kept.get(request.params.name)
  if (!body) return reply.code(404).send({ missing: request.params.name })
  return reply.type('application/json; charset=utf-8').send(body)
})
await app.listen({ port: Number(process.env.PORT || 0), host: '127.0.0.1' })

const plain = http.createServer((req, res) => {
  const body = req.url?.startsWith('/kept/') ? kept.get(req.url.slice(6)) : undefined
  if (!body) {
    res.writeHead(404).end()
    return
  }
  res.writeHead(200, ['content-type', 'application/json; charset=utf-8', 'content-length', String(body.length)])
  res.end(body)
})
await new Promise(resolve => plain.listen(0, '127.0.0.1', resolve))

console.log(`listening ${app.server.address().port} ${plain.address().port}`)
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => { plain.close(); void app.close().then(() => process.exit(0)) })
