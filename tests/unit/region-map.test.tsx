// The H5 /Map: with a tile service named (init's mapTiles), its web-Mercator tiles are laid under the
// drawing, each where the districts it shows are drawn; without one, the drawing alone.
import { render } from '@testing-library/react'
import { RegionMap, placeTiles } from '../../src/platform/region-map.h5'
import type { MapDistrict } from '../../types/api/maps'

const district = (name: string, adcode: string, lat: number, lng: number, classId: number): MapDistrict => ({ name, adcode, lat, lng, classId }) as MapDistrict
const DISTRICTS = [
  district('城口县', '500229', 31.95, 108.66, 961), district('秀山土家族苗族自治县', '500241', 28.45, 108.99, 962),
  district('江津区', '500116', 29.29, 106.26, 963), district('巫山县', '500237', 31.07, 109.88, 964), district('渝中区', '500103', 29.55, 106.57, 941),
  district('江北区', '500105', 29.61, 106.57, 942),
]
const TEMPLATE = 'https://tiles.example/{s}/{z}/{x}/{y}.png'

describe('placeTiles', () => {
  // an equirectangular view of 105–111°E, 28–33°N, 60 units a degree of latitude
  const box = { west: 105, east: 111, south: 28, north: 33 }
  const squash = Math.cos((30.5 * Math.PI) / 180)
  const x = (lng: number) => (lng - 105) * squash * 60
  const y = (lat: number) => (33 - lat) * 60
  const tiles = placeTiles(TEMPLATE, box, squash * 60, x, y)

  it('covers the whole view at one zoom, with at most 16 tiles, from servers 1–4', () => {
    expect(tiles.length).toBeGreaterThan(0)
    expect(tiles.length).toBeLessThanOrEqual(16)
    const zooms = new Set(tiles.map(t => t.href.split('/')[4]))
    expect(zooms.size).toBe(1)
    expect(Math.min(...tiles.map(t => t.x))).toBeLessThanOrEqual(0)
    expect(Math.min(...tiles.map(t => t.y))).toBeLessThanOrEqual(0)
    expect(Math.max(...tiles.map(t => t.x + t.width))).toBeGreaterThanOrEqual(x(111))
    expect(Math.max(...tiles.map(t => t.y + t.height))).toBeGreaterThanOrEqual(y(28))
    expect(tiles.every(t => /^https:\/\/tiles\.example\/[1-4]\/\d+\/\d+\/\d+\.png$/.test(t.href))).toBe(true)
  })

  it('places each tile by its own corners: 渝中 (29.55°N, 106.57°E) falls in the tile whose numbers hold it', () => {
    const z = Number(tiles[0].href.split('/')[4])
    const n = 2 ** z
    const tx = Math.floor(((106.57 + 180) / 360) * n)
    const r = (29.55 * Math.PI) / 180
    const ty = Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * n)
    const holder = tiles.find(t => t.href.endsWith(`/${z}/${tx}/${ty}.png`))!
    expect(x(106.57)).toBeGreaterThanOrEqual(holder.x)
    expect(x(106.57)).toBeLessThanOrEqual(holder.x + holder.width)
    expect(y(29.55)).toBeGreaterThanOrEqual(holder.y)
    expect(y(29.55)).toBeLessThanOrEqual(holder.y + holder.height)
  })
})

describe('RegionMap (H5)', () => {
  const pick = () => undefined
  it('lays the named service’s tiles under both views, and none without one', () => {
    const { container, unmount } = render(<RegionMap districts={DISTRICTS} position={null} onPick={pick} markerIcon='' tiles={TEMPLATE} />)
    const views = container.querySelectorAll('svg.region-map')
    expect(views).toHaveLength(2)
    for (const svg of views) {
      const images = svg.querySelectorAll('.region-map__tiles image')
      expect(images.length).toBeGreaterThan(0)
      // under the districts: the tiles come first in the drawing
      expect(svg.firstElementChild?.getAttribute('class')).toBe('region-map__tiles')
    }
    unmount()
    const plain = render(<RegionMap districts={DISTRICTS} position={null} onPick={pick} markerIcon='' />)
    expect(plain.container.querySelectorAll('image')).toHaveLength(0)
    // every district on the overview, and 渝中 and 江北 again on 主城's closer view
    expect(plain.container.querySelectorAll('.region-map__district').length).toBe(DISTRICTS.length + 2)
  })
})
