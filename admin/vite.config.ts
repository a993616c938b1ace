// The newsroom console's build: its own page under /admin/ (dist/admin), split by page, apart from the
// apps' bundles (Taro builds those).
import path from 'path'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

export default defineConfig({
  root: __dirname,
  base: '/admin/',
  plugins: [react()],
  resolve: { alias: { '@types-api': path.resolve(__dirname, '../types/api') } },
  build: {
    outDir: path.resolve(__dirname, '../dist/admin'),
    emptyOutDir: true,
    target: 'es2020',
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      output: {
        // the libraries every page uses, kept apart from the pages (a page's change leaves them cached)
        manualChunks: id => {
          if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react'
          if (/node_modules\/(@tiptap|prosemirror-|@tiptap\/pm)/.test(id)) return 'editor'
          return undefined
        },
      },
    },
  },
  server: { proxy: { '/admin/v1': 'http://127.0.0.1:3000', '/v1': 'http://127.0.0.1:3000', '/media': 'http://127.0.0.1:3000' } },
})
