// H5 start-up: the app entry Taro writes creates the router in a task of its own, and takes its pages and
// public addresses from the route table rather than a copy of them (config/router-task-loader.js).
import fs from 'fs'
import path from 'path'

// eslint-disable-next-line @typescript-eslint/no-var-requires
const routerTask: (source: string) => string = require('../../config/router-task-loader.js')

const CONFIG = { pages: ['pages/home/index', 'packages/news/pages/detail/index'], subPackages: [{ root: 'packages/news', pages: ['pages/detail/index'] }], router: { mode: 'browser', basename: '/shangyou_news', customRoutes: { '/pages/home/index': ['/home/1'] } }, window: { navigationBarTitleText: '上游新闻' } }
const ENTRY = `var config = ${JSON.stringify(CONFIG)}
window.__taroAppConfig = config
var inst = createReactApp(component, React, ReactDOM, config)
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

test('the config\'s pages and addresses come from the route table; the subpackages\' list, unread on H5, is gone', () => {
  const out = routerTask(ENTRY)
  const written = JSON.parse(/^var config = (.*)$/m.exec(out)![1])
  expect(written).toEqual({ router: { mode: 'browser', basename: '/shangyou_news' }, window: { navigationBarTitleText: '上游新闻' } })
  expect(out).toMatch(/^import \{ appPages as __syAppPages, customRoutes as __syCustomRoutes \} from ".*common\/routes\.ts"$/m)
  expect(out).toContain('config.pages = __syAppPages()\nconfig.router.customRoutes = __syCustomRoutes()\nwindow.__taroAppConfig = config')
  // what the table gives is what Taro wrote before: every page of the app config, the home first
  const { appPages, customRoutes } = require('../../common/routes')
  const appConfig = require('../../src/app.config').default
  const configured = [...appConfig.pages, ...appConfig.subPackages.flatMap((p: { root: string; pages: string[] }) => p.pages.map(x => `${p.root}/${x}`))]
  expect([...appPages()].sort()).toEqual([...configured].sort())
  expect(appPages()[0]).toBe('pages/home/index')
  expect(Object.keys(customRoutes())).toEqual(appPages().map((p: string) => `/${p}`))
})

test('an entry of another shape fails the build instead of starting some other way', () => {
  expect(() => routerTask(ENTRY.replace('createRouter(history, inst, config, React)', 'createRouter(history, inst, config)'))).toThrow(/router-task-loader/)
  expect(() => routerTask(ENTRY.replace('var config = ', 'var conf = '))).toThrow(/router-task-loader/)
})

test("Taro's entry template still writes the config as one line of JSON and the two lines the loader moves", () => {
  const template = fs.readFileSync(path.join(require.resolve('@tarojs/taro-loader/lib/h5'), '..', 'h5.js'), 'utf8')
  expect(template).toContain('var config = ${JSON.stringify(config)}\nwindow.__taroAppConfig = config')
  expect(template).toContain('${appMountHandler}(config, history)\n${routerCreator}(history, inst, config, ${options.loaderMeta.importFrameworkName})')
})
