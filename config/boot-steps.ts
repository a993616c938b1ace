// H5: the app's start-up in steps, each its own script and so its own task on the main thread.
//
// Webpack runs a module when something first imports it, so the whole start-up (Preact, MobX, Taro's
// runtime and router, the app's stores, the app itself) used to run in one task when app.js was
// evaluated: 80 ms on this machine, four times that on a slow phone, during which a tap waits. Here
// the libraries the app entry would import anyway are entries of their own that the next step
// depends on (webpack's `dependOn`): the browser runs each step's script as a separate task, in the
// order the page lists them, and the app entry finds those modules already run.
//
// The order is the one the app entry imports them in (Taro's H5 platform runtime before its API,
// the router before the app's modules), with the UI and state libraries, which depend on nothing of
// Taro's, first. What is left for the app entry is creating the app, then (in a task of its own, see
// router-task-loader.js) its router and the first page.
import path from 'path'
import type { Compiler, NormalModule } from 'webpack'

const src = (file: string) => path.resolve(__dirname, '..', 'src', file)

/** the steps before the app entry, in order; each depends on the one before */
export const BOOT_STEPS: Record<string, string[]> = {
  'boot-lib': ['react', 'react-dom', 'react-dom/client'],
  'boot-state': ['mobx', 'mobx-react-lite'],
  'boot-taro': ['@tarojs/plugin-platform-h5/dist/runtime', '@tarojs/taro', '@tarojs/runtime'],
  'boot-router': ['history', '@tarojs/router', '@tarojs/plugin-framework-react/dist/runtime'],
  // the app's own modules: the reader's session (the first storage read), then the app component with
  // the stores and adapters it imports
  'boot-session': [src('stores/session')],
  'boot-app': [src('app')],
}

type EntryDescription = { import: string[]; dependOn?: string[] }

export class BootStepsPlugin {
  constructor(private readonly appEntry = 'app') {}

  apply(compiler: Compiler): void {
    // plugins are applied before webpack reads its (already normalized) entries
    const entries = compiler.options.entry as unknown as Record<string, EntryDescription>
    if (typeof entries !== 'object' || !entries[this.appEntry]) throw new Error(`BootStepsPlugin: no "${this.appEntry}" entry`)
    const app = entries[this.appEntry]
    const rest = Object.fromEntries(Object.entries(entries).filter(([name]) => name !== this.appEntry))
    for (const name of Object.keys(entries)) delete entries[name]
    // listed in the order they run: the page's script tags follow the order of the entries
    let previous: string | undefined
    for (const [name, modules] of Object.entries(BOOT_STEPS)) {
      entries[name] = { import: modules, ...(previous ? { dependOn: [previous] } : {}) }
      previous = name
    }
    entries[this.appEntry] = { ...app, dependOn: [...(app.dependOn ?? []), previous!] }
    Object.assign(entries, rest)

    // Taro's H5 plugin adds its entry loader (which writes the app entry from src/app.config.ts) as the
    // module's last loader, so it runs first; the router-task loader goes just before it in the list
    // and so runs just after it, on the entry it wrote.
    const routerTask = path.resolve(__dirname, 'router-task-loader.js')
    compiler.hooks.compilation.tap('BootStepsPlugin', compilation => {
      compiler.webpack.NormalModule.getCompilationHooks(compilation).loader.tap({ name: 'BootStepsPlugin', stage: 100 }, (_context, module: NormalModule) => {
        const taro = module.loaders.findIndex(l => /taro-loader[\\/]lib[\\/]h5(\.js)?$/.test(l.loader))
        if (taro < 0 || path.parse(module.resource).name !== 'app.config') return
        module.loaders.splice(taro, 0, { loader: routerTask, options: undefined, ident: undefined, type: undefined } as unknown as NormalModule['loaders'][number])
      })
    })
  }
}
