// The region's districts on a map with the reader's position; a tap on a district picks it. Implementations
// per target: the mini-program's native map with a marker per district, and on H5 a drawing of the
// districts' centres from the server's own region data (no outside map service).
import type { MapDistrict } from '@types-api/maps'

export interface RegionMapProps {
  districts: MapDistrict[]
  /** the reader's position, when known */
  position: { latitude: number; longitude: number } | null
  /** the district the reader is in (or has chosen), drawn apart */
  currentClassId?: number
  onPick: (d: MapDistrict) => void
  /** the district pin's image (an address: the mini-program's map draws it) */
  markerIcon: string
  /** H5: background tiles' address template ({z} {x} {y}, {s} a server 1–4), when the site has them (the mini-program's map has its own) */
  tiles?: string
}

export declare function RegionMap(props: RegionMapProps): JSX.Element
