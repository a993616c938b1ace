import type { UserConfigExport } from '@tarojs/cli'

export default {
  mini: {},
  h5: {
    // Long-lived caching is safe: every emitted asset carries a content hash.
    enableExtract: true,
  },
} satisfies UserConfigExport<'webpack5'>
