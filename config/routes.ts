// Loads the one route table (common/routes.ts) into the build config, which Taro evaluates in Node.
// Taro's config loader compiles only files under config/, so the table is transpiled here.
import fs from 'fs'
import path from 'path'
import Module from 'module'
import ts from 'typescript'

type RouteTable = typeof import('../common/routes')

function loadRouteTable(): RouteTable {
  const file = path.resolve(__dirname, '..', 'common', 'routes.ts')
  const { outputText } = ts.transpileModule(fs.readFileSync(file, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2019 },
    fileName: file,
  })
  const mod = new Module(file) as Module & { _compile(code: string, filename: string): void }
  mod.filename = file
  mod._compile(outputText, file)
  return mod.exports as RouteTable
}

export function h5CustomRoutes(): Record<string, string | string[]> {
  return loadRouteTable().customRoutes()
}
