// Generates the demo site's images locally: deterministic SVG landscapes, icons and avatars
// rendered by sharp. Nothing is fetched from anywhere.
import sharp from 'sharp'
import { Random } from '../db/seed/random'
import { EPAPER_LAYOUTS, EPAPER_PAGE, epaperLayout } from './epaper-layout'

/** weather icons by index: cloud, overcast, sunny, rain (spec §9) */
export const WEATHER_ICONS = ['cloud', 'overcast', 'sunny', 'rain'] as const

export type ImageKind = 'scene' | 'photo' | 'vr' | 'icon' | 'avatar' | 'epaper' | 'weather' | 'ad' | 'manuscript' | 'marker'

export interface ImageSpec {
  kind: ImageKind
  index: number
  format: 'jpeg' | 'png'
}

const SIZES: Record<ImageKind, [number, number]> = {
  scene: [1500, 844],
  photo: [1800, 1200],
  vr: [2048, 1024],
  icon: [96, 96],
  avatar: [120, 120],
  epaper: [EPAPER_PAGE.width, EPAPER_PAGE.height],
  weather: [64, 64],
  /** the mini-program map's district pin (map-marker.png) */
  marker: [48, 64],
  ad: [1500, 420],
  manuscript: [1200, 1600],
}

const LIMITS: Record<ImageKind, number> = { scene: 120, photo: 80, vr: 8, icon: 40, avatar: 60, epaper: EPAPER_LAYOUTS, weather: WEATHER_ICONS.length, ad: 8, manuscript: 120, marker: 1 }

/** The pixel size of a generated image by its name (`scene-12.jpg` → [1500, 844]), or null. */
export function imageSize(name: string): [number, number] | null {
  const spec = parseImageName(name)
  return spec ? SIZES[spec.kind] : null
}

/** `scene-12.jpg` → its spec, or null when the name is not one the generator knows. */
export function parseImageName(name: string): ImageSpec | null {
  const weather = /^weather-(cloud|overcast|sunny|rain)\.png$/.exec(name)
  if (weather) return { kind: 'weather', index: WEATHER_ICONS.indexOf(weather[1] as (typeof WEATHER_ICONS)[number]), format: 'png' }
  if (name === 'map-marker.png') return { kind: 'marker', index: 0, format: 'png' }
  // one spelling per image (no leading zeros): each name is rendered once and kept
  const m = /^(scene|photo|vr|icon|avatar|epaper|ad|manuscript)-(0|[1-9]\d{0,3})\.(jpg|png)$/.exec(name)
  if (!m) return null
  const kind = m[1] as ImageKind
  const index = Number(m[2])
  const format = m[3] === 'png' ? 'png' : 'jpeg'
  if (index >= LIMITS[kind]) return null
  if ((kind === 'icon' || kind === 'avatar') !== (format === 'png')) return null
  if (kind === 'weather' || kind === 'marker') return null
  return { kind, index, format }
}

const SKIES: [string, string][] = [
  ['#8ec5fc', '#e0c3fc'], ['#f6d365', '#fda085'], ['#a1c4fd', '#c2e9fb'], ['#fbc2eb', '#a6c1ee'],
  ['#84fab0', '#8fd3f4'], ['#fccb90', '#d57eeb'], ['#30cfd0', '#330867'], ['#ff9a9e', '#fecfef'],
  ['#667eea', '#764ba2'], ['#89f7fe', '#66a6ff'], ['#fddb92', '#d1fdff'], ['#2b5876', '#4e4376'],
]
const HILLS = ['#2f5d50', '#3b7a57', '#4a6c6f', '#5b8a72', '#6b8e23', '#35524a', '#486b5c', '#2e4a62']
const ACCENTS = ['#d71920', '#f08a24', '#1e88e5', '#43a047', '#8e24aa', '#00897b', '#fdd835', '#6d4c41']

function ridge(rnd: Random, w: number, h: number, base: number, rough: number): string {
  const pts: string[] = [`0,${h}`]
  const steps = 8 + rnd.int(0, 6)
  for (let i = 0; i <= steps; i++) {
    const x = Math.round((i / steps) * w)
    const y = Math.round(base - rnd.next() * rough)
    pts.push(`${x},${y}`)
  }
  pts.push(`${w},${h}`)
  return pts.join(' ')
}

function skyline(rnd: Random, w: number, base: number, color: string): string {
  let x = 0
  const parts: string[] = []
  while (x < w) {
    const bw = rnd.int(18, 48)
    const bh = rnd.int(30, 140)
    parts.push(`<rect x="${x}" y="${base - bh}" width="${bw}" height="${bh}" fill="${color}" opacity="0.85"/>`)
    for (let wy = base - bh + 8; wy < base - 8; wy += 14) {
      for (let wx = x + 5; wx < x + bw - 6; wx += 10) {
        if (rnd.chance(0.45)) parts.push(`<rect x="${wx}" y="${wy}" width="4" height="6" fill="#ffe9a8" opacity="0.8"/>`)
      }
    }
    x += bw + rnd.int(2, 10)
  }
  return parts.join('')
}

function landscape(rnd: Random, w: number, h: number): string {
  const [top, bottom] = rnd.pick(SKIES)
  const sunX = rnd.int(Math.round(w * 0.1), Math.round(w * 0.9))
  const sunY = rnd.int(Math.round(h * 0.12), Math.round(h * 0.4))
  const layers = [0.55, 0.68, 0.8].map((f, i) =>
    `<polygon points="${ridge(rnd, w, h, h * f, h * (0.28 - i * 0.06))}" fill="${rnd.pick(HILLS)}" opacity="${0.55 + i * 0.2}"/>`)
  const city = rnd.chance(0.55) ? skyline(rnd, w, Math.round(h * 0.86), '#263238') : ''
  const river = `<rect x="0" y="${Math.round(h * 0.86)}" width="${w}" height="${h}" fill="url(#water)"/>`
  const clouds = Array.from({ length: rnd.int(2, 5) }, () => {
    const cx = rnd.int(0, w)
    const cy = rnd.int(10, Math.round(h * 0.35))
    const r = rnd.int(14, 40)
    return `<ellipse cx="${cx}" cy="${cy}" rx="${r * 2.2}" ry="${r}" fill="#ffffff" opacity="0.55"/>`
  }).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5c7f99"/><stop offset="1" stop-color="#2c3e50"/></linearGradient>
</defs>
<rect width="${w}" height="${h}" fill="url(#sky)"/>
<circle cx="${sunX}" cy="${sunY}" r="${Math.round(h * 0.08)}" fill="#fff6d5" opacity="0.9"/>
${clouds}${layers.join('')}${city}${river}
</svg>`
}

function icon(rnd: Random, size: number): string {
  const color = ACCENTS[rnd.int(0, ACCENTS.length - 1)]
  const glyphs = [
    `<circle cx="48" cy="48" r="18" fill="none" stroke="#fff" stroke-width="7"/>`,
    `<rect x="30" y="30" width="36" height="36" rx="6" fill="none" stroke="#fff" stroke-width="7"/>`,
    `<polygon points="48,26 70,68 26,68" fill="none" stroke="#fff" stroke-width="7" stroke-linejoin="round"/>`,
    `<path d="M28 40h40M28 52h40M28 64h26" stroke="#fff" stroke-width="7" stroke-linecap="round"/>`,
    `<path d="M48 26v44M26 48h44" stroke="#fff" stroke-width="8" stroke-linecap="round"/>`,
    `<polygon points="48,24 55,41 73,42 59,54 64,72 48,62 32,72 37,54 23,42 41,41" fill="#fff"/>`,
  ]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 96 96">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${color}" stop-opacity="0.7"/></linearGradient></defs>
<rect width="96" height="96" rx="24" fill="url(#g)"/>${rnd.pick(glyphs)}</svg>`
}

function avatar(rnd: Random, size: number): string {
  const bg = rnd.pick(ACCENTS)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 120 120">
<rect width="120" height="120" fill="${bg}" opacity="0.85"/>
<circle cx="60" cy="48" r="22" fill="#fff" opacity="0.92"/>
<ellipse cx="60" cy="112" rx="40" ry="32" fill="#fff" opacity="0.92"/></svg>`
}

/** A newspaper page: masthead, then each article block with a headline bar, maybe a photo, and text lines. */
function epaperPage(k: number, rnd: Random): string {
  const { width: W, height: H } = EPAPER_PAGE
  const layout = epaperLayout(k)
  const px = (p: number, of: number) => Math.round((p / 100) * of)
  const parts: string[] = [`<rect width="${W}" height="${H}" fill="#fbf8f1"/>`]
  const mh = px(layout.mastheadHeight, H)
  parts.push(`<rect x="${px(3, W)}" y="${px(1, H)}" width="${px(94, W)}" height="${mh - px(2, H)}" fill="${k % 6 === 0 ? '#c62828' : '#37474f'}"/>`)
  parts.push(`<rect x="${px(3, W)}" y="${mh}" width="${px(94, W)}" height="3" fill="#333"/>`)
  layout.areas.forEach(([l, t, w, h], i) => {
    const x = px(l, W)
    const y = px(t, H)
    const bw = px(w, W)
    const bh = px(h, H)
    parts.push(`<rect x="${x}" y="${y}" width="${bw}" height="${bh}" fill="none" stroke="#d6d0c4" stroke-width="2"/>`)
    const headH = i === 0 ? 46 : 28
    parts.push(`<rect x="${x + 12}" y="${y + 14}" width="${Math.round(bw * (0.6 + rnd.next() * 0.3))}" height="${headH}" fill="#263238"/>`)
    let ty = y + 14 + headH + 18
    if (layout.photos[i]) {
      const ph = Math.min(Math.round(bh * 0.45), Math.round(bw * 0.55))
      const sky = rnd.pick(SKIES)
      parts.push(`<rect x="${x + 12}" y="${ty}" width="${bw - 24}" height="${ph}" fill="${sky[0]}"/>`)
      parts.push(`<polygon points="${ridge(rnd, bw - 24, ph, ph * 0.75, ph * 0.4).split(' ').map(p => {
        const [a, b] = p.split(',').map(Number)
        return `${a + x + 12},${b + ty}`
      }).join(' ')}" fill="${rnd.pick(HILLS)}"/>`)
      ty += ph + 16
    }
    const cols = bw > 500 ? 3 : 1
    const colW = (bw - 24 - (cols - 1) * 14) / cols
    for (let c = 0; c < cols; c++) {
      for (let ly = ty; ly < y + bh - 14; ly += 15) {
        const lw = ly + 15 >= y + bh - 14 ? colW * 0.55 : colW
        parts.push(`<rect x="${Math.round(x + 12 + c * (colW + 14))}" y="${ly}" width="${Math.round(lw)}" height="6" fill="#9e9a92"/>`)
      }
    }
  })
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${parts.join('')}</svg>`
}

/** An ad banner: a bold gradient, soft shapes and a call-to-action pill (the title is drawn by the page). */
function adBanner(rnd: Random, w: number, h: number): string {
  const [a, b] = rnd.pick(SKIES)
  const accent = rnd.pick(ACCENTS)
  const circles = Array.from({ length: 5 }, () =>
    `<circle cx="${rnd.int(w * 0.45, w)}" cy="${rnd.int(0, h)}" r="${rnd.int(h * 0.2, h * 0.7)}" fill="#fff" opacity="${(0.08 + rnd.next() * 0.14).toFixed(2)}"/>`).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>${circles}
<rect x="${w - 330}" y="${h - 120}" width="260" height="72" rx="36" fill="${accent}"/>
<path d="M${w - 130} ${h - 100}l24 16-24 16z" fill="#fff"/></svg>`
}

/**
 * A photographed page of a pupil's composition: 稿纸 (a grid of squares, 20 to a row, in red) on slightly
 * warm paper, turned a little as a phone photo is, with a pencil character in most squares (a few strokes
 * each, like handwriting seen from arm's length) and paragraphs that start two squares in.
 */
function manuscript(rnd: Random, w: number, h: number): string {
  const cols = 20
  const cell = Math.floor((w - 160) / cols)
  const rowGap = Math.round(cell * 0.35)
  const rows = Math.floor((h - 200) / (cell + rowGap))
  const left = Math.round((w - cols * cell) / 2)
  const top = 110
  const parts: string[] = []
  const ink = rnd.pick(['#2b2b2b', '#33383d', '#1f2a44'])
  let rest = rnd.int(cols * rows * 0.55, cols * rows * 0.9)
  let paragraphLeft = rnd.int(60, 140)
  for (let r = 0; r < rows; r++) {
    const y = top + r * (cell + rowGap)
    parts.push(`<rect x="${left}" y="${y}" width="${cols * cell}" height="${cell}" fill="none" stroke="#d9534f" stroke-width="2"/>`)
    for (let c = 1; c < cols; c++) parts.push(`<line x1="${left + c * cell}" y1="${y}" x2="${left + c * cell}" y2="${y + cell}" stroke="#d9534f" stroke-width="1.4"/>`)
    // a new paragraph starts two squares in; the last line of one stops short
    let start = 0
    if (paragraphLeft <= 0 && rest > 0) { start = 2; paragraphLeft = rnd.int(60, 140) }
    else if (r === 0) start = 2
    for (let c = start; c < cols && rest > 0; c++) {
      if (paragraphLeft-- <= 0 && c > 4) break
      rest--
      const cx = left + c * cell + cell / 2
      const cy = y + cell / 2
      const s = cell * 0.34
      const strokes = rnd.int(2, 5)
      let d = ''
      for (let k = 0; k < strokes; k++) {
        const x1 = cx + (rnd.next() - 0.5) * 2 * s
        const y1 = cy + (rnd.next() - 0.5) * 2 * s
        const x2 = cx + (rnd.next() - 0.5) * 2 * s
        const y2 = cy + (rnd.next() - 0.5) * 2 * s
        const qx = (x1 + x2) / 2 + (rnd.next() - 0.5) * s * 0.6
        const qy = (y1 + y2) / 2 + (rnd.next() - 0.5) * s * 0.6
        d += `M${x1.toFixed(1)} ${y1.toFixed(1)}Q${qx.toFixed(1)} ${qy.toFixed(1)} ${x2.toFixed(1)} ${y2.toFixed(1)}`
      }
      parts.push(`<path d="${d}" fill="none" stroke="${ink}" stroke-width="${(2.2 + rnd.next()).toFixed(1)}" stroke-linecap="round"/>`)
    }
  }
  const tilt = ((rnd.next() - 0.5) * 2.4).toFixed(2)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<rect width="${w}" height="${h}" fill="#8d8173"/>
<g transform="rotate(${tilt} ${w / 2} ${h / 2})"><rect x="30" y="30" width="${w - 60}" height="${h - 60}" fill="#fbf7ee"/>
<text x="${w - 90}" y="${h - 58}" font-size="22" fill="#d9534f" text-anchor="end" font-family="sans-serif">20×${rows}=${20 * rows}</text>
${parts.join('')}</g></svg>`
}

function weatherIcon(kind: (typeof WEATHER_ICONS)[number]): string {
  const sun = '<circle cx="26" cy="26" r="13" fill="#ffb300"/>'
  const cloud = (fill: string) => `<path d="M18 50h30a11 11 0 0 0 0-22 15 15 0 0 0-28 4 9 9 0 0 0-2 18z" fill="${fill}"/>`
  const body = {
    sunny: '<circle cx="32" cy="32" r="14" fill="#ffb300"/>' + [0, 45, 90, 135, 180, 225, 270, 315].map(a =>
      `<rect x="30" y="6" width="4" height="9" rx="2" fill="#ffb300" transform="rotate(${a} 32 32)"/>`).join(''),
    cloud: sun + cloud('#90a4ae'),
    overcast: cloud('#78909c'),
    rain: cloud('#78909c') + [22, 32, 42].map(x => `<path d="M${x} 54l-3 7" stroke="#29b6f6" stroke-width="3" stroke-linecap="round"/>`).join(''),
  }[kind]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">${body}</svg>`
}

export function imageSvg(spec: ImageSpec): string {
  const rnd = new Random(spec.index * 7919 + spec.kind.length * 104729 + spec.kind.charCodeAt(0))
  const [w, h] = SIZES[spec.kind]
  if (spec.kind === 'icon') return icon(rnd, w)
  if (spec.kind === 'avatar') return avatar(rnd, w)
  if (spec.kind === 'epaper') return epaperPage(spec.index, rnd)
  if (spec.kind === 'weather') return weatherIcon(WEATHER_ICONS[spec.index])
  if (spec.kind === 'marker') {
    return '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="64" viewBox="0 0 48 64"><path d="M24 62C24 62 4 36 4 22a20 20 0 0 1 40 0c0 14-20 40-20 40z" fill="#d8201d" stroke="#fff" stroke-width="3"/><circle cx="24" cy="22" r="8" fill="#fff"/></svg>'
  }
  if (spec.kind === 'ad') return adBanner(rnd, w, h)
  if (spec.kind === 'manuscript') return manuscript(rnd, w, h)
  return landscape(rnd, w, h)
}

/** Renders an image to its file bytes. */
export async function renderImage(spec: ImageSpec): Promise<Buffer> {
  const img = sharp(Buffer.from(imageSvg(spec)))
  return spec.format === 'png'
    ? img.png({ compressionLevel: 9 }).toBuffer()
    : img.jpeg({ quality: 80, progressive: true, mozjpeg: true }).toBuffer()
}

/** Resizes image bytes to `percent` of their width (the spec's 20 % thumbnails). */
export async function resizeImage(bytes: Buffer, percent: number, format: 'jpeg' | 'png'): Promise<Buffer> {
  const meta = await sharp(bytes).metadata()
  const width = Math.max(1, Math.round(((meta.width || 100) * percent) / 100))
  const img = sharp(bytes).resize({ width })
  return format === 'png' ? img.png().toBuffer() : img.jpeg({ quality: 80, progressive: true, mozjpeg: true }).toBuffer()
}
