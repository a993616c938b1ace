// babel-preset-taro: https://docs.taro.zone/docs/next/babel-config
// The H5 build uses Preact and the mini-program React (config/index.ts); the unit layer renders the
// same components with React and Testing Library (jest sets NODE_ENV=test).
module.exports = {
  presets: [
    ['taro', {
      framework: process.env.TARO_ENV === 'h5' && process.env.NODE_ENV !== 'test' ? 'preact' : 'react',
      ts: true,
      compiler: 'webpack5',
      // Targets (package.json browserslist) are ES2017 phones: no core-js polyfills shipped.
      useBuiltIns: false,
      // no Prefresh: development builds reload instead
      hot: false,
    }],
  ],
  // A mini-program cannot fetch code at run time: there `import()` (React.lazy of a channel body, a
  // panel) becomes a require of code already in the package; on H5 it is a chunk fetched when needed.
  plugins: process.env.TARO_ENV === 'h5' || process.env.NODE_ENV === 'test' ? [] : ['dynamic-import-node'],
}
