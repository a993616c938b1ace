// H5 start-up: the app entry Taro writes creates the router in a task of its own (config/router-task-loader.js).
import fs from 'fs'
import path from 'path'

// eslint-disable-next-line @typescript-eslint/no-var-requires
const routerTask: (source: string) => string = require('../../config/router-task-loader.js')

const ENTRY = `var inst = createReactApp(component, React, ReactDOM, config)
var history = createBrowserHistory({ window })
handleAppMount(config, history)
createRouter(history, inst, config, React)
initPxTransform({ designWidth: 750 })
`

test('the router is created (and the app mounted into the page) in the next task, the app itself now', () => {
  const out = routerTask(ENTRY)
  expect(out).toContain('var inst = createReactApp(component, React, ReactDOM, config)\n')
  expect(out).toContain('setTimeout(function () {\nhandleAppMount(config, history)\ncreateRouter(history, inst, config, React)\n}, 0)')
  expect(out).toContain('initPxTransform({ designWidth: 750 })')
})

test('an entry of another shape fails the build instead of starting some other way', () => {
  expect(() => routerTask(ENTRY.replace('createRouter(history, inst, config, React)', 'createRouter(history, inst, config)'))).toThrow(/router-task-loader/)
})

test("Taro's entry template still writes the two lines the loader moves", () => {
  const template = fs.readFileSync(path.join(require.resolve('@tarojs/taro-loader/lib/h5'), '..', 'h5.js'), 'utf8')
  expect(template).toContain('${appMountHandler}(config, history)\n${routerCreator}(history, inst, config, ${options.loaderMeta.importFrameworkName})')
})
