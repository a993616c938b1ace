// What a log line is about, handed to the work it starts: a job's name and run into everything the run
// does (a WeChat push it sends, which fails after the run), so one id finds every line of it. Handed
// explicitly, not through AsyncLocalStorage: on Node 20 that costs every promise of every request (~7 %
// of a small request here, measured), for the few lines that need it.

/** the logger's shape as the services use it (pino's, Fastify's) */
export interface Log {
  error(o: object, msg: string): void
  warn(o: object, msg: string): void
  info(o: object, msg: string): void
}

/** what a piece of work is about: `{ job, run }` for a job's run */
export type LogFields = Readonly<Record<string, string>>

/** until the app's logger is known: the console */
export const consoleLog: Log = {
  error: (o, msg) => console.error(msg, o),
  warn: (o, msg) => console.warn(msg, o),
  info: (o, msg) => console.log(msg, o),
}
