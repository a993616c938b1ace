// What the database is asked, seen from below every service (issue 31): which tables a piece of work reads,
// and which tables a write changed once it has committed. The page cache (http/page-cache.ts) keeps a
// visitor's page with the tables it was built from and drops it when one of them changes, whatever service
// changed it: no write has to remember which pages show its rows.
//
// It wraps the dialect's driver: every statement passes through it. A write outside a transaction is told
// once it has run; a write inside one once the transaction commits (a rolled-back one is never told). A
// statement that only moves reading counters (a story's views, a question's reads) is not a change: those
// figures are as fresh as the caches' time-to-live, as the API's own answers have always been.
import { AsyncLocalStorage } from 'async_hooks'
import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryCompiler, QueryResult, TransactionSettings } from 'kysely'

/** columns that count readings (and the score made of them): moving them alone changes no page */
export const READING_COUNTER_COLUMNS: ReadonlySet<string> = new Set(['pv', 'view_num', 'read_num', 'onclick', 'hot'])

/** What a piece of work read (see `reading`), and whether it moved a reading counter meanwhile. */
export interface ReadSet {
  tables: Set<string>
  /** the kept answers' tags it used (http/public-cache.ts) */
  tags: Set<string>
  /** what each serving of its result does (a story's reading counted): see perServing */
  served: (() => void)[]
  /** a reading counter was written while it ran (the work counts readings: its result is per reading) */
  counted: boolean
  /** the work it is part of (a page's first answers asked inside the page's building) */
  parent?: ReadSet
}

const current = new AsyncLocalStorage<ReadSet>()

/** pieces of work being read (see `reading`) */
let active = 0

/**
 * Runs `work` noting the tables it reads (and those of the work it is part of). The context is carried
 * by an AsyncLocalStorage, which on Node 20 costs every promise of the process while it is enabled (~7 %
 * of a request, issue 28): it is enabled while some work is being read (a page being built, a few
 * milliseconds every few seconds) and disabled again when none is.
 */
export function reading<T>(work: () => Promise<T>): { set: ReadSet; result: Promise<T> } {
  const set: ReadSet = { tables: new Set(), tags: new Set(), served: [], counted: false, parent: current.getStore() }
  active++
  let result: Promise<T>
  try {
    result = current.run(set, work)
  } catch (err) {
    result = Promise.reject(err)
  }
  const done = () => {
    if (--active === 0) current.disable()
  }
  result.then(done, done)
  return { set, result }
}

/** the reading in progress here, if any */
export const readingNow = (): ReadSet | undefined => current.getStore()

/** Names what the work in progress shows by the tags writes drop it with (a story's: http/public-cache.ts storyTag). */
export function shows(...tags: string[]): void {
  for (let set = current.getStore(); set; set = set.parent) for (const tag of tags) set.tags.add(tag)
}

/**
 * What each serving of a result does besides (a story's reading counted): done now, or, inside work whose
 * result is kept and served again (a page being built), left to each serving of it.
 */
export function perServing(action: () => void): void {
  let set = current.getStore()
  if (!set) return action()
  while (set.parent) set = set.parent
  set.served.push(action)
}

type Node = { kind?: string } & Record<string, unknown>

/** the table names a query's tree names (its FROM, JOINs, subqueries, the table it writes) */
function tablesOf(node: unknown, into: Set<string>, depth = 0): void {
  if (node === null || typeof node !== 'object' || depth > 40) return
  if (Array.isArray(node)) {
    for (const n of node) tablesOf(n, into, depth + 1)
    return
  }
  const n = node as Node
  // a column's reference names its table by the alias in use (`n.id`): the table itself is in FROM or JOIN
  if (n.kind === 'ReferenceNode') return
  if (n.kind === 'TableNode') {
    const name = ((n.table as Node | undefined)?.identifier as Node | undefined)?.name
    if (typeof name === 'string') into.add(name)
    return
  }
  for (const key in n) {
    const v = n[key]
    if (v !== null && typeof v === 'object') tablesOf(v, into, depth + 1)
  }
}

/** a raw statement's tables, from its text (FROM, JOIN, INTO, UPDATE) */
function tablesOfSql(text: string, into: Set<string>): void {
  for (const m of text.matchAll(/\b(?:from|join|into|update)\s+"?([a-z_][a-z0-9_]*)"?/gi)) into.add(m[1].toLowerCase())
}

/** whether an update sets reading counters only */
function countersOnly(node: Node): boolean {
  const updates = node.updates as Node[] | undefined
  if (!updates || updates.length === 0) return false
  return updates.every(u => {
    const name = ((u.column as Node | undefined)?.column as Node | undefined)?.name
    return typeof name === 'string' && READING_COUNTER_COLUMNS.has(name)
  })
}

type Listener = (tables: string[]) => void

/** The tables changed by committed writes, told to listeners (see `watchChanges`). */
export class TableChanges {
  private readonly listeners: Listener[] = []
  /** writes seen (the metrics, the tests) */
  readonly stats = { writes: 0, counters: 0 }

  onChange(listener: Listener): void {
    this.listeners.push(listener)
  }

  /** @internal the driver's: tables a committed write changed */
  tell(tables: Iterable<string>): void {
    const list = [...new Set(tables)]
    if (list.length === 0) return
    for (const l of this.listeners) l(list)
  }
}

/** what a statement is to the watcher: the tables it reads or writes, and whether it is a change */
function inspect(query: CompiledQuery): { write: boolean; counters: boolean; tables: Set<string> } {
  const node = query.query as unknown as Node
  const tables = new Set<string>()
  if (node.kind === 'RawNode') {
    const text = query.sql.trimStart().toLowerCase()
    const write = /^(insert|update|delete|replace)\b/.test(text)
    tablesOfSql(query.sql, tables)
    return { write, counters: false, tables }
  }
  const write = node.kind === 'InsertQueryNode' || node.kind === 'UpdateQueryNode' || node.kind === 'DeleteQueryNode'
  tablesOf(node, tables)
  return { write, counters: node.kind === 'UpdateQueryNode' && countersOnly(node), tables }
}

class WatchedConnection implements DatabaseConnection {
  /** tables written in the open transaction, told at its commit */
  pending: Set<string> | null = null

  constructor(readonly inner: DatabaseConnection, private readonly changes: TableChanges) {}

  private before(query: CompiledQuery): { write: boolean; tables: Set<string> } | null {
    const kind = (query.query as unknown as Node).kind
    const set = current.getStore()
    // most statements are reads outside any tracked work: nothing to look at
    if (!set && kind === 'SelectQueryNode') return null
    const seen = inspect(query)
    if (seen.write && seen.counters) {
      this.changes.stats.counters++
      for (let s = set; s; s = s.parent) s.counted = true
      return null
    }
    if (set) for (let s: ReadSet | undefined = set; s; s = s.parent) for (const t of seen.tables) s.tables.add(t)
    return seen.write ? { write: true, tables: seen.tables } : null
  }

  private after(seen: { write: boolean; tables: Set<string> } | null): void {
    if (!seen) return
    this.changes.stats.writes++
    if (this.pending) for (const t of seen.tables) this.pending.add(t)
    else this.changes.tell(seen.tables)
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const seen = this.before(query)
    const result = await this.inner.executeQuery<R>(query)
    this.after(seen)
    return result
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    const seen = this.before(query)
    yield* this.inner.streamQuery<R>(query, chunkSize)
    this.after(seen)
  }
}

class WatchedDriver implements Driver {
  constructor(private readonly inner: Driver, private readonly changes: TableChanges) {}

  init(): Promise<void> {
    return this.inner.init()
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new WatchedConnection(await this.inner.acquireConnection(), this.changes)
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const c = connection as WatchedConnection
    await this.inner.beginTransaction(c.inner, settings)
    c.pending = new Set()
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const c = connection as WatchedConnection
    await this.inner.commitTransaction(c.inner)
    const written = c.pending
    c.pending = null
    if (written) this.changes.tell(written)
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const c = connection as WatchedConnection
    c.pending = null
    await this.inner.rollbackTransaction(c.inner)
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.savepoint?.((connection as WatchedConnection).inner, name, compile)
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    // (what was written before the savepoint and after it alike is told at commit: a change too many, never one too few)
    await this.inner.rollbackToSavepoint?.((connection as WatchedConnection).inner, name, compile)
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.releaseSavepoint?.((connection as WatchedConnection).inner, name, compile)
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection((connection as WatchedConnection).inner)
  }

  destroy(): Promise<void> {
    return this.inner.destroy()
  }
}

/** The dialect with every statement watched: the tables committed writes changed are told to `changes`. */
export function watchChanges(dialect: Dialect, changes: TableChanges): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new WatchedDriver(dialect.createDriver(), changes),
    createIntrospector: db => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
  }
}
