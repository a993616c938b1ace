// Page layouts of the generated e-paper: the same function places the article blocks the seed stores
// (as hot areas) and the blocks the page image draws, so taps land on what the reader sees.
import { Random } from '../db/seed/random'

export const EPAPER_LAYOUTS = 24
export const EPAPER_PAGE = { width: 1000, height: 1414 }

/** [left, top, width, height] in percent of the page */
export type Area = [number, number, number, number]

export interface EpaperLayout {
  /** the masthead band (page 1 has the big one) */
  mastheadHeight: number
  areas: Area[]
  /** which areas carry a photo */
  photos: boolean[]
}

export function epaperLayout(k: number): EpaperLayout {
  const rnd = new Random(9173 + k * 31)
  const front = k % 6 === 0
  const top = front ? 12 : 6
  const areas: Area[] = []
  // a lead story across the page, then two or three columns of stories below it
  const leadHeight = rnd.int(26, 36)
  areas.push([3, top + 1, 94, leadHeight])
  let y = top + 2 + leadHeight
  const columns = rnd.chance(0.5) ? 2 : 3
  const width = (94 - (columns - 1) * 2) / columns
  for (let c = 0; c < columns; c++) {
    let cy = y
    const blocks = columns === 2 ? rnd.int(1, 2) : 1
    for (let b = 0; b < blocks; b++) {
      const remaining = 97 - cy
      const h = b === blocks - 1 ? remaining : Math.round(remaining * (0.45 + rnd.next() * 0.15))
      areas.push([Math.round((3 + c * (width + 2)) * 10) / 10, cy, Math.round(width * 10) / 10, h - 1])
      cy += h
    }
  }
  return { mastheadHeight: top, areas, photos: areas.map((_, i) => i === 0 || rnd.chance(0.35)) }
}
