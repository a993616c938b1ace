// The one route table: app.config agrees with it, and addresses are built and read back.
import appConfig from '../../src/app.config'
import { channelHomeParams, customRoutes, h5Url, mainPackagePages, matchH5Url, pageUrl, routeOfPage, subPackages } from '../../common/routes'
import { pageOfRequest } from '../../config/page-chunks'

describe('app.config and the route table', () => {
  it('list the same main-package pages', () => {
    expect([...appConfig.pages!].sort()).toEqual(mainPackagePages().sort())
  })

  it('list the same subpackages (detail pages in news)', () => {
    const fromConfig = (appConfig.subPackages ?? []).map(p => ({ root: p.root, pages: [...p.pages].sort() }))
    expect(fromConfig.sort((a, b) => a.root.localeCompare(b.root)))
      .toEqual(subPackages().map(p => ({ ...p, pages: [...p.pages].sort() })).sort((a, b) => a.root.localeCompare(b.root)))
    expect(subPackages().find(p => p.root === 'packages/news')?.pages).toContain('pages/detail/index')
  })
})

describe('page modules', () => {
  it('are imported by no other module (the mini-program build keeps only a page’s default export)', () => {
    /* eslint-disable @typescript-eslint/no-require-imports */
    const fs = require('fs') as typeof import('fs')
    const path = require('path') as typeof import('path')
    const src = path.resolve(__dirname, '../../src')
    const pageFiles = new Set([...mainPackagePages(), ...subPackages().flatMap(p => p.pages.map(page => `${p.root}/${page}`))]
      .map(p => path.join(src, `${p}.tsx`)))
    const files: string[] = []
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, e.name)
        if (e.isDirectory()) walk(full)
        else if (/\.tsx?$/.test(e.name)) files.push(full)
      }
    }
    walk(src)
    const offenders: string[] = []
    for (const file of files) {
      for (const [, spec] of fs.readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
        const target = path.resolve(path.dirname(file), spec)
        if ([target, `${target}.tsx`, path.join(target, 'index.tsx')].some(t => pageFiles.has(t) && t !== file)) offenders.push(`${path.relative(src, file)} → ${spec}`)
      }
    }
    expect(offenders).toEqual([])
  })
})

describe('addresses', () => {
  it('builds the spec public addresses for h5', () => {
    expect(h5Url('home', { classId: 1 })).toBe('/home/1')
    expect(h5Url('home', { classId: -100000 })).toBe('/home/-100000')
    expect(h5Url('home', {})).toBe('/home/1')
    expect(h5Url('home', channelHomeParams(15, 'composition'))).toBe('/home/composition')
    expect(h5Url('home', channelHomeParams(16, 'yu-nong'))).toBe('/home/yu-nong')
    expect(h5Url('NewsDetail', { classId: 101, newsId: 10005 })).toBe('/NewsDetail?classId=101&newsId=10005')
  })

  it('builds page paths for the mini-program', () => {
    expect(pageUrl('home', { classId: 6 })).toBe('/pages/home/index?classId=6')
    expect(pageUrl('NewsDetail', { classId: 101, newsId: 10005 })).toBe('/packages/news/pages/detail/index?classId=101&newsId=10005')
  })

  it('reads public addresses back, with or without the base path', () => {
    expect(matchH5Url('/shangyou_news/home/7')).toEqual({ name: 'home', params: { classId: '7' } })
    expect(matchH5Url('/NewsDetail?classId=101&newsId=5')).toEqual({ name: 'NewsDetail', params: { classId: '101', newsId: '5' } })
    expect(matchH5Url('/nowhere')).toBeUndefined()
    expect(routeOfPage('packages/news/pages/detail/index')).toBe('NewsDetail')
    expect(routeOfPage('/shangyou_news/home/3?stamp=1')).toBe('home')
  })

  it('reads an address with malformed escapes as a browser does, without throwing', () => {
    // (the fuzz harness's find: GET /shangyou_news/NewsDetail?%5B=%&%5B=%25x answered 500)
    expect(matchH5Url('/NewsDetail?%5B=%&%5B=%25x&newsId=5%')).toEqual({ name: 'NewsDetail', params: { '[': '%x', newsId: '5%' } })
    expect(matchH5Url('/home/7?%5E0k%25%7DU=%')).toEqual({ name: 'home', params: { classId: '7', '^0k%}U': '%' } })
    expect(matchH5Url('/home/%E4%')?.params.classId).toBe('%E4%')
    expect(matchH5Url('/NewsDetail?__proto__=x&a+b=c+d')).toEqual({ name: 'NewsDetail', params: { 'a b': 'c d' } })
  })

  it('gives Taro the custom routes, /home/1 first so the base path lands there', () => {
    expect(customRoutes()['/pages/home/index']).toEqual(['/home/1', '/home/:classId'])
    expect(customRoutes()['/packages/news/pages/detail/index']).toEqual(['/NewsDetail'])
  })
})

describe("the build's page files (config/page-chunks.ts)", () => {
  it("reads a page from the request Taro's entry imports it by", () => {
    expect(pageOfRequest('./pages/home/index')).toBe('pages/home/index')
    expect(pageOfRequest('/work/main/src/packages/bangbang/pages/qa-detail/index.tsx')).toBe('packages/bangbang/pages/qa-detail/index')
    expect(pageOfRequest('C:\\app\\src\\packages\\news\\pages\\detail\\index')).toBe('packages/news/pages/detail/index')
    expect(pageOfRequest('./app.boot')).toBeNull()
    expect(pageOfRequest('qrcode-generator')).toBeNull()
  })
})
