#!/usr/bin/env node
// The bench's yardstick (issue 28): a bare Fastify process answering {hello:'world'}, nothing else — no
// hooks, no plugins, no logger. `npm run bench` starts it beside the app and drives both in the same run,
// so the app's figures read as a fraction of what Fastify itself does on this machine at this moment.
// Listens on 127.0.0.1:PORT (0: any free port) and prints `listening <port>` once ready.
import Fastify from 'fastify'

const app = Fastify({ logger: false })
app.get('/', async () => ({ hello: 'world' }))
await app.listen({ port: Number(process.env.PORT || 0), host: '127.0.0.1' })
console.log(`listening ${app.server.address().port}`)
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => { void app.close().then(() => process.exit(0)) })
