// Two rules of where data comes from, checked on the source: screens and components get data from
// stores (src/stores), never from services, and the platform adapters (src/platform) know no app state.
/* eslint-disable @typescript-eslint/no-require-imports */
const fs = require('fs') as typeof import('fs')
const path = require('path') as typeof import('path')

const src = path.resolve(__dirname, '../../src')
const rel = (file: string) => path.relative(src, file)

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(e => {
    const full = path.join(dir, e.name)
    if (e.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(e.name) ? [full] : []
  })
}

/**
 * the modules a relative specifier names: foo.ts(x) or foo/index.ts(x), and a platform module's
 * target twins (foo.h5.ts, foo.weapp.ts) beside its shared declaration
 */
function resolve(from: string, spec: string): string[] {
  const base = path.resolve(path.dirname(from), spec)
  const isFile = (f: string) => fs.existsSync(f) && fs.statSync(f).isFile()
  const twins = ['.h5.ts', '.h5.tsx', '.weapp.ts', '.weapp.tsx'].map(ext => `${base}${ext}`).filter(isFile)
  const own = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find(isFile)
  return [...(own ? [own] : []), ...twins]
}

/** the relative imports of a file that bring values (`import type` and `export type` carry none) */
function valueImports(file: string, text = fs.readFileSync(file, 'utf8')): { spec: string; target: string }[] {
  const found: { spec: string; target: string }[] = []
  for (const m of text.matchAll(/^\s*(import|export)\s+(type\s+)?[^'"]*?from\s+'(\.[^']+)'|^\s*import\s+'(\.[^']+)'|import\('(\.[^']+)'\)/gm)) {
    if (m[2]) continue
    const spec = m[3] ?? m[4] ?? m[5]
    for (const target of resolve(file, spec)) found.push({ spec, target })
  }
  return found
}

const inDir = (file: string, dir: string) => rel(file).split(path.sep)[0] === dir

describe('where data comes from', () => {
  it('screens and components never call services: their data and actions come from stores', () => {
    const ui = sourceFiles(src).filter(f => ['pages', 'components', 'packages'].includes(rel(f).split(path.sep)[0]))
    expect(ui.length).toBeGreaterThan(50)
    const offenders = ui.flatMap(f => valueImports(f).filter(i => inDir(i.target, 'services')).map(i => `${rel(f)} → ${i.spec}`))
    expect(offenders).toEqual([])
  })

  it('platform adapters reach no store, directly or through what they import', () => {
    const platform = sourceFiles(path.join(src, 'platform'))
    const offenders: string[] = []
    for (const start of platform) {
      const seen = new Set<string>([start])
      const queue: { file: string; via: string[] }[] = [{ file: start, via: [rel(start)] }]
      while (queue.length) {
        const { file, via } = queue.shift()!
        for (const { target } of valueImports(file)) {
          if (seen.has(target)) continue
          seen.add(target)
          if (inDir(target, 'stores')) offenders.push([...via, rel(target)].join(' → '))
          else queue.push({ file: target, via: [...via, rel(target)] })
        }
      }
    }
    expect(offenders).toEqual([])
  })

  /** `dir`'s files' value imports into any of `banned` (directly) */
  function importsInto(files: string[], banned: string[], text?: string): string[] {
    return files.flatMap(f => valueImports(f, text).filter(i => banned.some(b => inDir(i.target, b))).map(i => `${rel(f)} → ${i.spec}`))
  }

  it('utils build on the platform only: they import no store and no service', () => {
    const utils = sourceFiles(path.join(src, 'utils'))
    expect(utils.length).toBeGreaterThan(15)
    expect(importsInto(utils, ['stores', 'services'])).toEqual([])
  })

  it('platform adapters import no service and nothing of utils (utils build on them, never the other way)', () => {
    expect(importsInto(sourceFiles(path.join(src, 'platform')), ['services', 'utils'])).toEqual([])
  })

  it('sees an offence when there is one (the check itself works)', () => {
    const planted = "import { sessionStore } from '../stores/session'\nimport { request } from '../services/request'\nimport type { Envelope } from '../services/request'\n"
    expect(importsInto([path.join(src, 'utils', 'planted.ts')], ['stores', 'services'], planted))
      .toEqual([`${path.join('utils', 'planted.ts')} → ../stores/session`, `${path.join('utils', 'planted.ts')} → ../services/request`])
    const session = valueImports(path.join(src, 'stores/session.ts')).map(i => rel(i.target))
    expect(session).toEqual(expect.arrayContaining([path.join('services', 'account.ts'), path.join('platform', 'auth.h5.ts'), path.join('platform', 'auth.weapp.ts'), path.join('stores', 'config.ts')]))
  })
})

/** the server's layers: services (and what they build on) know nothing of HTTP; services are built once */
describe('the server’s layers', () => {
  const server = path.resolve(__dirname, '../../server/src')
  const srel = (file: string) => path.relative(server, file)
  /** every import of a file, type or value: a service that names a request type still leans on HTTP */
  const imports = (text: string) => [...text.matchAll(/^\s*(?:import|export)\s[^'"]*?from\s+'([^']+)'|import\('([^']+)'\)/gm)].map(m => m[1] ?? m[2])

  /** the files of `dirs` that import fastify or anything under server/src/http */
  function httpOffenders(files: { file: string; text: string }[]): string[] {
    return files.flatMap(({ file, text }) => imports(text)
      .filter(spec => /^fastify($|\/)|^@fastify\//.test(spec) || (spec.startsWith('.') && srel(path.resolve(path.dirname(file), spec)).split(path.sep)[0] === 'http'))
      .map(spec => `${srel(file)} → ${spec}`))
  }
  /** `new …Service(` outside services/index.ts */
  function constructionOffenders(files: { file: string; text: string }[]): string[] {
    return files.filter(({ file }) => srel(file) !== path.join('services', 'index.ts'))
      .flatMap(({ file, text }) => [...text.matchAll(/new ([A-Z]\w*Service)\(/g)].map(m => `${srel(file)}: new ${m[1]}`))
  }
  const read = (dir: string) => sourceFiles(path.join(server, dir)).map(file => ({ file, text: fs.readFileSync(file, 'utf8') }))

  it('services, moderation, media and content never import fastify or http/ (they take no request)', () => {
    const files = ['services', 'moderation', 'media', 'content'].flatMap(read)
    expect(files.length).toBeGreaterThan(40)
    expect(httpOffenders(files)).toEqual([])
  })

  it('no service is built outside buildServices (server/src/services/index.ts)', () => {
    const files = read('.')
    expect(constructionOffenders(files)).toEqual([])
  })

  /** a refusal written where it is thrown, not taken from the catalogue (types/errors.ts) */
  function inlineErrors(files: { file: string; text: string }[]): string[] {
    return files.flatMap(({ file, text }) => [...text.matchAll(/(?:notFound|badRequest|forbidden|bad)\(\s*['`]([^'`]*[\u4e00-\u9fff][^'`]*)['`]|new ApiError\(\d+,\s*['`]([^'`]*[\u4e00-\u9fff][^'`]*)['`]|message: ['`]([^'`]*[\u4e00-\u9fff][^'`]*)['`]/g)]
      .map(m => `${srel(file)}: ${m[1] ?? m[2] ?? m[3]}`))
  }

  it('every refusal the server throws comes from the one catalogue (types/errors.ts), none written inline', () => {
    expect(inlineErrors(read('.'))).toEqual([])
  })

  /**
   * the steps of a reader's write taken outside the one pipeline (services/writes.ts): queueing for
   * review, recording uploads' uses; and content's points awarded or taken back outside earnings.ts
   */
  function pipelineOffenders(files: { file: string; text: string }[]): string[] {
    const own: Record<string, RegExp> = {
      [path.join('services', 'writes.ts')]: /\.enqueue\(|UploadService\.use\(/g,
      [path.join('services', 'earnings.ts')]: /points\.(?:award|takeBack)\(|earningKey\('(?!qa-pinned)[^']*'/g,
    }
    return files.flatMap(({ file, text }) => Object.entries(own).filter(([home]) => srel(file) !== home)
      .flatMap(([, re]) => [...text.matchAll(re)].map(m => `${srel(file)}: ${m[0]}`)))
  }

  /** files of db/ importing services/, and of routes/ importing a value from services/ (they take services from app.services) */
  function layerOffenders(files: { file: string; text: string }[]): string[] {
    const under = (file: string, dir: string) => srel(file).split(path.sep)[0] === dir
    const intoServices = (file: string, spec: string) => spec.startsWith('.') && under(path.resolve(path.dirname(file), spec), 'services')
    return files.flatMap(({ file, text }) => {
      if (under(file, 'db')) return imports(text).filter(spec => intoServices(file, spec)).map(spec => `${srel(file)} → ${spec}`)
      if (!under(file, 'routes')) return []
      return [...text.matchAll(/^\s*import\s+(type\s+)?[^'"]*?from\s+'([^']+)'/gm)].filter(m => !m[1] && intoServices(file, m[2])).map(m => `${srel(file)} → ${m[2]}`)
    })
  }

  it('db/ (migrations, seed) never imports services; routes import services as types only', () => {
    expect(layerOffenders(read('.'))).toEqual([])
  })

  it('readers\' writes go through the one pipeline, and content earns points in one place', () => {
    expect(pipelineOffenders(read('.'))).toEqual([])
  })

  it('sees an offence when there is one (the checks themselves work)', () => {
    const seed = { file: path.join(server, 'db', 'seed', 'planted.ts'), text: "import type { Services } from '../../services'\n" }
    const route = { file: path.join(server, 'routes', 'planted.ts'), text: "import type { Limit } from '../services/rate-limit'\nimport { toNewsItem } from '../services/news'\n" }
    expect(layerOffenders([seed, route])).toEqual([`${path.join('db', 'seed', 'planted.ts')} → ../../services`, `${path.join('routes', 'planted.ts')} → ../services/news`])
    const copied = { file: path.join(server, 'services', 'copied.ts'), text: "await this.moderation.enqueue(trx, item)\nawait UploadService.use(trx, 'x', 1, [], null)\nawait app.services.points.award(u, e, log)\nearningKey('comment', id)\n" }
    expect(pipelineOffenders([copied])).toEqual([
      `${path.join('services', 'copied.ts')}: .enqueue(`, `${path.join('services', 'copied.ts')}: UploadService.use(`,
      `${path.join('services', 'copied.ts')}: points.award(`, `${path.join('services', 'copied.ts')}: earningKey('comment'`,
    ])
    const planted = { file: path.join(server, 'services', 'planted.ts'), text: "import type { FastifyRequest } from 'fastify'\nimport { originOf } from '../http/urls'\nconst news = new NewsService(db)\nthrow notFound('新闻不存在或已下线')\n" }
    expect(inlineErrors([planted])).toEqual([`${path.join('services', 'planted.ts')}: 新闻不存在或已下线`])
    expect(httpOffenders([planted])).toEqual([`${path.join('services', 'planted.ts')} → fastify`, `${path.join('services', 'planted.ts')} → ../http/urls`])
    expect(constructionOffenders([planted])).toEqual([`${path.join('services', 'planted.ts')}: new NewsService`])
  })
})
