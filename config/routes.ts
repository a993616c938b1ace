// Loads the one route table (common/routes.ts) into the build config, which Taro evaluates in Node.
// Taro's config loader compiles only files under config/, so the table (and the shared code it imports) is
// transpiled here.
import fs from 'fs'
import path from 'path'
import Module from 'module'
import ts from 'typescript'

type RouteTable = typeof import('../common/routes')

const ROOT = path.resolve(__dirname, '..')
/** the shared code the table imports (common/, types/): transpiled here as the table is */
const SHARED = [path.join(ROOT, 'common') + path.sep, path.join(ROOT, 'types') + path.sep]

type TsLoader = (m: Module & { _compile(code: string, filename: string): void }, filename: string) => void

function loadRouteTable(): RouteTable {
  const loaders = (Module as unknown as { _extensions: Record<string, TsLoader> })._extensions
  const taros = loaders['.ts']
  // (while the table loads: what it imports from common/ and types/ is TypeScript too, which Taro's loader leaves as it is)
  loaders['.ts'] = (m, filename) => {
    if (taros && !SHARED.some(dir => filename.startsWith(dir))) return taros(m, filename)
    const { outputText } = ts.transpileModule(fs.readFileSync(filename, 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2019 },
      fileName: filename,
    })
    m._compile(outputText, filename)
  }
  try {
    // eslint-disable-next-line @typescript-eslint/no-var-requires
    return require(path.join(ROOT, 'common', 'routes.ts')) as RouteTable
  } finally {
    loaders['.ts'] = taros
  }
}

export function h5CustomRoutes(): Record<string, string | string[]> {
  return loadRouteTable().customRoutes()
}
