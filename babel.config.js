// babel-preset-taro: https://docs.taro.zone/docs/next/babel-config
module.exports = {
  presets: [
    ['taro', {
      framework: 'react',
      ts: true,
      compiler: 'webpack5',
      // Targets (package.json browserslist) are ES2017 phones: no core-js polyfills shipped.
      useBuiltIns: false,
    }],
  ],
}
