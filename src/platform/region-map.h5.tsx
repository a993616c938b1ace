// H5: the districts' centres drawn to scale (an equirectangular view of the region's box) with their names,
// and the reader's position when known; a tap on a district picks it (the list under the map is the way in
// for a keyboard or a screen reader: the drawing is hidden from them). The main urban districts lie too close
// together to tell apart at a phone's width: the overview names them 主城 and a second, closer view shows
// them. Drawn from the server's region data, so it needs no outside map service; when the site names a
// tile service (init's mapTiles: AMap's, or another), its tiles are laid under the drawing.
import type { MapDistrict } from '@types-api/maps'
import type { RegionMapProps } from './region-map'
import './region-map.h5.scss'

const WIDTH = 360
const MAX_HEIGHT = 320
/** the margin around the outermost centres, in drawing units */
const PAD = 24
/** 主城: the main urban districts (渝中, 大渡口, 江北, 沙坪坝, 九龙坡, 南岸, 北碚, 渝北, 巴南) */
const URBAN = new Set(['500103', '500104', '500105', '500106', '500107', '500108', '500109', '500112', '500113'])
const URBAN_LABEL = '主城'

/** a district's name as a map labels it: 渝中, 城口, 石柱, 彭水 */
const shortName = (name: string) => name.replace(/^(.{2}).*自治县$/, '$1').replace(/[区县]$/, '')

/** a tile's edge in drawing units at which its pictures are sharp (256 px tiles on a 2x screen ≈ 128 units) */
const TILE_UNITS = 160
/** at most so many tiles a view (a wide view at a high zoom would ask for hundreds) */
const MAX_TILES = 16

/** a web-Mercator tile's west and north edges (degrees) */
const tileLng = (x: number, z: number) => (x / 2 ** z) * 360 - 180
const tileLat = (y: number, z: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / 2 ** z))) * 180) / Math.PI
const tileX = (lng: number, z: number) => Math.floor(((lng + 180) / 360) * 2 ** z)
const tileY = (lat: number, z: number) => {
  const r = (lat * Math.PI) / 180
  return Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * 2 ** z)
}

export interface PlacedTile { href: string; x: number; y: number; width: number; height: number }

/**
 * The tiles that cover a view spanning `west`–`east`, `south`–`north` degrees drawn at `unitsPerLng`
 * units a degree of longitude, each placed by the view's own `x` and `y` (so a tile sits under the
 * districts it shows): the zoom whose tiles come nearest TILE_UNITS, fewer tiles if there would be more than MAX_TILES.
 */
export function placeTiles(template: string, box: { west: number; east: number; south: number; north: number }, unitsPerLng: number,
  x: (lng: number) => number, y: (lat: number) => number): PlacedTile[] {
  let z = Math.max(1, Math.min(18, Math.round(Math.log2((360 * unitsPerLng) / TILE_UNITS))))
  const span = (zoom: number) => (tileX(box.east, zoom) - tileX(box.west, zoom) + 1) * (tileY(box.south, zoom) - tileY(box.north, zoom) + 1)
  while (z > 1 && span(z) > MAX_TILES) z--
  const tiles: PlacedTile[] = []
  for (let tx = tileX(box.west, z); tx <= tileX(box.east, z); tx++) {
    for (let ty = tileY(box.north, z); ty <= tileY(box.south, z); ty++) {
      const left = x(tileLng(tx, z))
      const top = y(tileLat(ty, z))
      const href = template.replace('{z}', String(z)).replace('{x}', String(tx)).replace('{y}', String(ty)).replace('{s}', String(1 + ((tx + ty) % 4)))
      tiles.push({ href, x: left, y: top, width: x(tileLng(tx + 1, z)) - left, height: y(tileLat(ty + 1, z)) - top })
    }
  }
  return tiles
}

interface View {
  districts: MapDistrict[]
  /** the districts named on this view (the others are dots) */
  named: (d: MapDistrict) => boolean
  extra?: (x: (lng: number) => number, y: (lat: number) => number) => JSX.Element | null
  label: string
}

function Drawing({ districts, named, extra, label, position, currentClassId, onPick, tiles }: View & Omit<RegionMapProps, 'districts' | 'markerIcon'>) {
  const lats = districts.map(d => d.lat)
  const lngs = districts.map(d => d.lng)
  const [south, north, west, east] = [Math.min(...lats), Math.max(...lats), Math.min(...lngs), Math.max(...lngs)]
  // a degree of longitude is cos(latitude) of a degree of latitude
  const squash = Math.cos(((south + north) / 2) * (Math.PI / 180))
  // as wide as the phone, at most MAX_HEIGHT high (a tall, narrow group is centred)
  const scale = Math.min((WIDTH - 2 * PAD) / ((east - west) * squash), (MAX_HEIGHT - 2 * PAD) / (north - south))
  const height = Math.round((north - south) * scale + 2 * PAD)
  const left = (WIDTH - (east - west) * squash * scale) / 2
  const x = (lng: number) => left + (lng - west) * squash * scale
  const y = (lat: number) => PAD + (north - lat) * scale
  const margin = (north - south) * 0.1
  // the view's whole box in degrees (the drawing's edges), for the tiles under it
  const box = { west: west - left / (squash * scale), east: west + (WIDTH - left) / (squash * scale), north: north + PAD / scale, south: north - (height - PAD) / scale }
  const placed = tiles ? placeTiles(tiles, box, squash * scale, x, y) : []
  const here = position && position.latitude >= south - margin && position.latitude <= north + margin
    && position.longitude >= west - margin && position.longitude <= east + margin ? position : null
  return (
    // a picture of the list under it, which is the way in for a keyboard or a screen reader
    <svg className={`region-map${placed.length ? ' region-map--tiled' : ''}`} viewBox={`0 0 ${WIDTH} ${height}`} aria-hidden='true' data-view={label}>
      {placed.length ? (
        <g className='region-map__tiles'>
          {placed.map(t => <image key={t.href} href={t.href} x={t.x} y={t.y} width={t.width} height={t.height} preserveAspectRatio='none' />)}
        </g>
      ) : null}
      {districts.map(d => (
        <g
          key={d.classId}
          className={`region-map__district${d.classId === currentClassId ? ' region-map__district--current' : ''}`}
          data-name={d.name}
          onClick={() => onPick(d)}
        >
          {/* the place a finger hits: wider than the dot */}
          <circle className='region-map__hit' cx={x(d.lng)} cy={y(d.lat)} r={9} />
          <circle className='region-map__dot' cx={x(d.lng)} cy={y(d.lat)} r={d.classId === currentClassId ? 6 : 4} />
          {named(d) ? <text className='region-map__name' x={x(d.lng)} y={y(d.lat) - 8} textAnchor='middle'>{shortName(d.name)}</text> : null}
        </g>
      ))}
      {extra?.(x, y) ?? null}
      {here ? (
        <g className='region-map__here'>
          <circle cx={x(here.longitude)} cy={y(here.latitude)} r={9} className='region-map__here-halo' />
          <circle cx={x(here.longitude)} cy={y(here.latitude)} r={4} />
        </g>
      ) : null}
    </svg>
  )
}

export function RegionMap({ districts, position, currentClassId, onPick, tiles }: RegionMapProps) {
  if (districts.length === 0) return <div className='region-map' />
  const urban = districts.filter(d => URBAN.has(d.adcode))
  const centre = urban.length ? { lat: urban.reduce((s, d) => s + d.lat, 0) / urban.length, lng: urban.reduce((s, d) => s + d.lng, 0) / urban.length } : null
  const shared = { position, currentClassId, onPick, tiles }
  return (
    <div className='region-maps'>
      <Drawing
        {...shared}
        label='区县地图'
        districts={districts}
        named={d => !URBAN.has(d.adcode)}
        extra={(x, y) => (centre ? <text className='region-map__urban' x={x(centre.lng)} y={y(centre.lat) + 20} textAnchor='middle'>{URBAN_LABEL}</text> : null)}
      />
      {urban.length > 1 ? (
        <>
          <div className='region-maps__caption'>{URBAN_LABEL}</div>
          <Drawing {...shared} label={URBAN_LABEL} districts={urban} named={() => true} />
        </>
      ) : null}
    </div>
  )
}
