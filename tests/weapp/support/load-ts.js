// Loads one of the app's TypeScript modules (plain data: app.config.ts, routes.ts) in a test that
// runs without a transform.
const fs = require('fs')
const ts = require('typescript')

function loadTs(file, globals = {}) {
  const { outputText } = ts.transpileModule(fs.readFileSync(file, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2019 },
  })
  const module = { exports: {} }
  const names = Object.keys(globals)
  // eslint-disable-next-line no-new-func
  new Function('module', 'exports', 'require', ...names, outputText)(module, module.exports, require, ...names.map(n => globals[n]))
  return module.exports
}

module.exports = { loadTs }
