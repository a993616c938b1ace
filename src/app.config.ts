// Evaluated at build time: plain literals only. tests/unit/routes.test.ts keeps it in step with src/routes.ts.
export default defineAppConfig({
  pages: ['pages/home/index'],
  subPackages: [
    { root: 'packages/news', pages: ['pages/detail/index'] },
  ],
  window: {
    backgroundTextStyle: 'dark',
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTitleText: '上游新闻',
    navigationBarTextStyle: 'black',
    backgroundColor: '#f5f5f5',
  },
})
