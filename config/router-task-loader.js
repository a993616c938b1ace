// Webpack loader for the H5 app entry Taro generates (@tarojs/taro-loader/lib/h5): the router is created
// in a task of its own, after the one that creates the app (see boot-steps.ts). Creating the router
// matches the route, runs the app's launch hooks and mounts the first page; together with the app's own
// creation it was the longest task of the start-up.
const ROUTER_START = /^(handleAppMount\w*\(config, history\)\n(?:createRouter|createMultiRouter)\(history, inst, config, \w+\))$/m

module.exports = function routerTaskLoader(source) {
  if (!ROUTER_START.test(source)) {
    // the generated entry changed shape (a Taro upgrade): fail the build rather than start differently
    throw new Error('router-task-loader: the app entry no longer creates the router as expected; see config/boot-steps.ts')
  }
  return source.replace(ROUTER_START, 'setTimeout(function () {\n$1\n}, 0)')
}
