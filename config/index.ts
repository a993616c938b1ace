// Taro build configuration shared by the weapp and h5 targets.
// Only *types* come from @tarojs/cli: a value import loads its native binding (see docs/toolchain).
import type { UserConfigExport } from '@tarojs/cli'
import fs from 'fs'
import path from 'path'
import devConfig from './dev'
import prodConfig from './prod'
import { buildConstants } from './constants'
import { h5CustomRoutes } from './routes'

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
    framework: 'react',
    compiler: { type: 'webpack5', prebundle: { enable: false } },
    cache: { enable: process.env.TARO_CACHE !== '0', buildDependencies: { pages: pageConfigFiles() } },
    mini: {
      // types/api holds the API contract shared with the server, including a few constants
      compile: { include: [path.resolve(__dirname, '..', 'types')] },
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
      compile: { include: [path.resolve(__dirname, '..', 'types')] },
      publicPath: '/shangyou_news/',
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
        chain.optimization.merge({ splitChunks: { chunks: 'all' } })
        // SY_SOURCEMAP=1: source maps for bundle analysis (source-map-explorer)
        if (process.env.SY_SOURCEMAP === '1') chain.devtool('source-map')
      },
    },
  }
  if (mode === 'development' || process.env.NODE_ENV === 'development') {
    return merge({}, baseConfig, devConfig)
  }
  return merge({}, baseConfig, prodConfig)
}
