// Taro build configuration shared by the weapp and h5 targets.
// Only *types* come from @tarojs/cli: a value import loads its native binding (see docs/toolchain).
import type { UserConfigExport } from '@tarojs/cli'
import fs from 'fs'
import path from 'path'
import devConfig from './dev'
import prodConfig from './prod'
import { buildConstants } from './constants'
import { h5CustomRoutes } from './routes'
import { BootStepsPlugin } from './boot-steps'
import { PageChunksPlugin } from './page-chunks'
import { PrecompressPlugin } from './precompress'

/** Every page's config file: Taro's persistent cache otherwise keeps a page's old config after an edit. */
function pageConfigFiles(dir = path.resolve(__dirname, '..', 'src')): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(e => {
    const full = path.join(dir, e.name)
    if (e.isDirectory()) return pageConfigFiles(full)
    return e.name === 'index.config.ts' ? [full] : []
  })
}

export default async (merge: (...configs: UserConfigExport[]) => UserConfigExport, { mode }: { mode: string }) => {
  const baseConfig: UserConfigExport<'webpack5'> = {
    projectName: 'shangyou-news',
    date: '2026-11-22',
    // Written in CSS px for a 375 px wide phone: rpx on weapp, plain px on h5 (layout capped at 800 px there).
    designWidth: 375,
    deviceRatio: { 375: 2, 640: 2.34 / 2, 750: 1, 828: 1.81 / 2 },
    sourceRoot: 'src',
    outputRoot: `dist/${process.env.TARO_ENV}`,
    plugins: [],
    defineConstants: buildConstants(),
    alias: {
      '@': path.resolve(__dirname, '..', 'src'),
      '@types-api': path.resolve(__dirname, '..', 'types', 'api'),
    },
    copy: {
      patterns: process.env.TARO_ENV === 'h5' ? [{ from: 'src/static/', to: 'dist/h5/static/' }] : [],
      options: {},
    },
    // H5: Preact (React's API, a tenth of its size; first-load JS 182 → 148 KB gzip). The mini-program
    // keeps React: Taro 4.2.1's mini-program runtime takes preact/compat's React-18 version number for
    // React's and asks it for createRoot, which it does not have.
    framework: process.env.TARO_ENV === 'h5' ? 'preact' : 'react',
    compiler: { type: 'webpack5', prebundle: { enable: false } },
    // Taro's H5 defaults keep every function's name and quote every object key in what it ships: neither is
    // read by the app or the runtime, and both cost bytes on every page's first load (first-load JS of
    // /home/1 119.8 → 114.4 KB gzip). The mini-program keeps Taro's own.
    ...(process.env.TARO_ENV === 'h5' ? { terser: { enable: true, config: { keep_fnames: false, output: { quote_keys: false } } } } : {}),
    cache: { enable: process.env.TARO_CACHE !== '0', buildDependencies: { pages: pageConfigFiles() } },
    mini: {
      // types/ holds the API contract shared with the server (with a few constants), common/ the pure code
      // both sides run
      compile: { include: [path.resolve(__dirname, '..', 'types'), path.resolve(__dirname, '..', 'common')] },
      // BEM-scoped styles: the order shared chunks load them in does not matter
      miniCssExtractPluginOption: { ignoreOrder: true },
      postcss: {
        pxtransform: { enable: true, config: {} },
        cssModules: { enable: false },
      },
      webpackChain(chain) {
        // Keep the mini-program main package lean: shared code used only by a subpackage stays there.
        chain.optimization.merge({ splitChunks: { chunks: 'all' } })
      },
    },
    h5: {
      compile: { include: [path.resolve(__dirname, '..', 'types'), path.resolve(__dirname, '..', 'common')] },
      publicPath: '/shangyou_news/',
      // View, Text, Image, Input… as plain HTML elements (Taro's React implementations) instead of
      // Stencil web components: no custom-element upgrade for each of the first screen's 300 nodes
      useHtmlComponents: true,
      staticDirectory: 'static',
      router: {
        mode: 'browser',
        basename: '/shangyou_news', // no trailing slash: with one, the app renders a blank page
        customRoutes: h5CustomRoutes(),
      },
      output: {
        filename: 'js/[name].[contenthash:8].js',
        chunkFilename: 'js/[name].[contenthash:8].js',
      },
      miniCssExtractPluginOption: {
        ignoreOrder: true,
        filename: 'css/[name].[contenthash:8].css',
        chunkFilename: 'css/[name].[contenthash:8].css',
      },
      postcss: {
        // 'px' is supported at run time though missing from the config type
        pxtransform: { enable: true, config: { targetUnit: 'px' } as Record<string, unknown> },
        autoprefixer: { enable: true, config: {} },
        cssModules: { enable: false },
      },
      webpackChain(chain) {
        // The default 'initial' copies mobx and shared modules into every lazily loaded page chunk.
        // Shared code below 20 KB stays in the chunks that use it: the home route fetched 29 tiny
        // chunks (each a round trip on a slow network, each compressed on its own).
        chain.optimization.merge({ splitChunks: { chunks: 'all', minSize: 20000 } })
        // What Taro's H5 runtime brings that these phones do not need (fetch and AbortController are
        // native; JSONP is unused; `platform` is 15 KB of UA parsing for getSystemInfo)
        const shim = (name: string) => path.resolve(__dirname, 'h5-shims', name)
        chain.resolve.alias
          // MobX's own minified production build (no development checks or messages): 74 → 58 KB
          .set('mobx$', require.resolve('mobx/dist/mobx.esm.production.min.js'))
          .set('whatwg-fetch$', shim('empty.js'))
          .set('abortcontroller-polyfill/dist/abortcontroller-polyfill-only$', shim('empty.js'))
          .set('jsonp-retry$', shim('jsonp-retry.js'))
          .set('platform$', shim('platform.js'))
          // View and Text as plain elements (see the shim); the other components are Taro's
          .set('@tarojs/components$', shim('components.js'))
          // Taro's base styles and the web-component library's (weui icons and a font, injected from
          // script after the first paint): the base rules this app needs are in its first stylesheet
          .set('@tarojs/components/global.css$', shim('empty.css'))
          .set('@tarojs/components/dist/taro-components/taro-components.css$', shim('empty.css'))
          // and the styles of all forty React components, parsed from script at start-up: the two this
          // app uses (h5-shims/components.js) have theirs in the first stylesheet (taro-base.h5.scss)
          .set('@tarojs/components-react/dist/index.css$', shim('empty.css'))
          // Taro's own navigation bar, never shown here (see the shim)
          .set(path.join(path.dirname(require.resolve('@tarojs/router/package.json')), 'dist', 'navigationBar.js'), shim('navigation-bar.js'))
        // an import of something a module does not export fails the build (a component left out of
        // h5-shims/components.js would otherwise render as nothing)
        chain.module.merge({ parser: { javascript: { exportsPresence: 'error' } } })
        // the app's start-up as a few scripts, each a short task, instead of one long one (boot-steps.ts)
        chain.plugin('boot-steps').use(BootStepsPlugin)
        // each page's own files, for the server to name in the page it serves (page-chunks.ts)
        chain.plugin('page-chunks').use(PageChunksPlugin)
        // every script and stylesheet also as .br and .gz, compressed once here (precompress.ts)
        if (process.env.NODE_ENV === 'production') chain.plugin('precompress').use(PrecompressPlugin)
        // SY_SOURCEMAP=1: source maps for bundle analysis (source-map-explorer, npm run bench:profile)
        if (process.env.SY_SOURCEMAP === '1') chain.devtool('source-map')
      },
    },
  }
  if (mode === 'development' || process.env.NODE_ENV === 'development') {
    return merge({}, baseConfig, devConfig)
  }
  return merge({}, baseConfig, prodConfig)
}
