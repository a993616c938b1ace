// Webpack loader for the H5 app entry Taro generates (@tarojs/taro-loader/lib/h5):
//
// 1. The router is created in a task of its own, after the one that creates the app (see boot-steps.ts).
//    Creating the router matches the route, runs the app's launch hooks and mounts the first page;
//    together with the app's own creation it was the longest task of the start-up.
// 2. The app's config leaves out what the route table (common/routes.ts, on the first load already) says:
//    the page list and the public addresses are taken from it when the entry runs, and the subpackages'
//    list, which nothing reads on H5, is dropped. Taro writes each three times into the entry's JSON,
//    ~2 KB gzip of the first load that grew with every route.
const path = require('path')

const ROUTER_START = /^(handleAppMount\w*\(config, history\)\n(?:createRouter|createMultiRouter)\(history, inst, config, \w+\))$/m
const CONFIG = /^var config = (\{.*\})$/m
const ROUTES = path.resolve(__dirname, '..', 'common', 'routes.ts')

module.exports = function routerTaskLoader(source) {
  const config = CONFIG.exec(source)
  if (!ROUTER_START.test(source) || !config) {
    // the generated entry changed shape (a Taro upgrade): fail the build rather than start differently
    throw new Error('router-task-loader: the app entry no longer creates its config and router as expected; see config/boot-steps.ts')
  }
  const parsed = JSON.parse(config[1])
  if (!Array.isArray(parsed.pages) || !parsed.router || typeof parsed.router.customRoutes !== 'object') {
    throw new Error('router-task-loader: the app config has no pages or customRoutes to take from common/routes.ts')
  }
  delete parsed.pages
  delete parsed.subPackages
  delete parsed.router.customRoutes
  const fromTable = [
    `import { appPages as __syAppPages, customRoutes as __syCustomRoutes } from ${JSON.stringify(ROUTES)}`,
    `var config = ${JSON.stringify(parsed)}`,
    'config.pages = __syAppPages()',
    'config.router.customRoutes = __syCustomRoutes()',
  ].join('\n')
  return source.replace(CONFIG, () => fromTable).replace(ROUTER_START, 'setTimeout(function () {\n$1\n}, 0)')
}
