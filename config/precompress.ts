// H5: every script and stylesheet written once more as brotli (.br) and gzip (.gz) beside itself, at build
// time, at the best compression each has (issue 31). The server answers a browser that accepts either with
// the file as compressed here (@fastify/static's preCompressed), so no request re-reads it to compress it
// again, and a CDN in front is handed the smallest bytes.
import fs from 'fs'
import path from 'path'
import { promisify } from 'util'
import zlib from 'zlib'
import type { Compiler } from 'webpack'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** what is worth compressing: text, at least this big (as the server's own threshold) */
export const PRECOMPRESSED = /\.(js|css|json|svg|txt|map)$/
const MIN_BYTES = 1024

/** Writes `file`.br and `file`.gz (each only when smaller than the file). */
export async function precompress(file: string): Promise<void> {
  const bytes = await fs.promises.readFile(file)
  if (bytes.length < MIN_BYTES) return
  const [br, gz] = await Promise.all([
    brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
    gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ])
  if (br.length < bytes.length) await fs.promises.writeFile(`${file}.br`, br)
  if (gz.length < bytes.length) await fs.promises.writeFile(`${file}.gz`, gz)
}

export class PrecompressPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async compilation => {
      const out = compilation.outputOptions.path ?? compiler.outputPath
      const files = Object.keys(compilation.assets).filter(name => PRECOMPRESSED.test(name))
      await Promise.all(files.map(name => precompress(path.join(out, name))))
    })
  }
}
