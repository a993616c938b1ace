// Loads one of the app's TypeScript modules (plain data: app.config.ts, routes.ts) in a test that
// runs without a transform; the TypeScript modules it imports by a relative path are loaded the same way.
const fs = require('fs')
const path = require('path')
const ts = require('typescript')

/** `spec` as the module at `dir` imports it: a relative TypeScript module through loadTs, anything else as Node does */
function requireFrom(dir) {
  return spec => {
    if (spec.startsWith('.')) {
      const base = path.resolve(dir, spec)
      const file = [`${base}.ts`, path.join(base, 'index.ts')].find(f => fs.existsSync(f))
      if (file) return loadTs(file)
    }
    return require(spec)
  }
}

function loadTs(file, globals = {}) {
  const { outputText } = ts.transpileModule(fs.readFileSync(file, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2019 },
  })
  const module = { exports: {} }
  const names = Object.keys(globals)
  // eslint-disable-next-line no-new-func
  new Function('module', 'exports', 'require', ...names, outputText)(module, module.exports, requireFrom(path.dirname(file)), ...names.map(n => globals[n]))
  return module.exports
}

module.exports = { loadTs }
