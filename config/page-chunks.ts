// H5: which script and style files each page's lazily loaded chunk group is, written beside the build as
// page-chunks.json ({ "pages/home/index": ["js/104.59db9374.js", "css/104.….css"], … }).
//
// Taro's router imports a page when it matches the address: the page's scripts are asked for only after
// the start-up scripts have run, a round trip after the page's own. The server reads this file and
// names the route's files in the page it serves (<link rel="preload">), so the browser fetches them with
// the start-up scripts (server/src/routes/h5.ts). Files the start-up already loads are left out.
import type { Compiler } from 'webpack'

export const PAGE_CHUNKS_FILE = 'page-chunks.json'

/** a page's module path as Taro's entry imports it ("./pages/home/index", "…/src/pages/home/index") → "pages/home/index" */
export function pageOfRequest(request: string): string | null {
  const m = /(?:^\.\/|[\\/]src[\\/])((?:pages|packages)[\\/][^?!]+?)(?:\.[jt]sx?)?$/.exec(request)
  return m ? m[1].replace(/\\/g, '/') : null
}

export class PageChunksPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap('PageChunksPlugin', compilation => {
      compilation.hooks.processAssets.tap({ name: 'PageChunksPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const atStart = new Set<string>()
        for (const entry of compilation.entrypoints.values()) for (const file of entry.getFiles()) atStart.add(file)
        const pages: Record<string, string[]> = {}
        for (const group of compilation.chunkGroups) {
          if (compilation.entrypoints.has(group.name ?? '')) continue
          for (const origin of group.origins) {
            const page = origin.request ? pageOfRequest(origin.request) : null
            if (!page) continue
            const files = group.getFiles().filter(f => /\.(js|css)$/.test(f) && !atStart.has(f))
            pages[page] = [...new Set([...(pages[page] ?? []), ...files])].sort((a, b) => Number(a.endsWith('.js')) - Number(b.endsWith('.js')))
          }
        }
        if (Object.keys(pages).length === 0) compilation.errors.push(new compiler.webpack.WebpackError('PageChunksPlugin: no page chunk found (has Taro changed how it imports pages?)'))
        compilation.emitAsset(PAGE_CHUNKS_FILE, new sources.RawSource(JSON.stringify(pages)))
      })
    })
  }
}
