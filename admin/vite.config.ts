// The newsroom console's build: its own page under /admin/ (dist/admin), split by page (each page a lazy
// import: the editor's Tiptap only in the story editor's chunk), apart from the apps' bundles (Taro builds those).
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
  },
  server: { proxy: { '/admin/v1': 'http://127.0.0.1:3000', '/v1': 'http://127.0.0.1:3000', '/media': 'http://127.0.0.1:3000' } },
})
