// The mini-program's map: a marker with its name at each district's centre, the reader's own position
// shown by the map itself; a tap on a marker or its name picks the district.
import { Map } from '@tarojs/components'
import type { RegionMapProps } from './region-map'

/** the region's middle and a zoom that shows all of it on a phone */
const CENTRE = { latitude: 30.05, longitude: 107.75 }
const SCALE = 7

export function RegionMap({ districts, currentClassId, onPick, markerIcon }: RegionMapProps) {
  const markers = districts.map(d => ({
    id: d.classId,
    latitude: d.lat,
    longitude: d.lng,
    width: 18,
    height: 24,
    iconPath: markerIcon,
    title: d.name,
    callout: { content: d.name, display: 'ALWAYS' as const, fontSize: 11, padding: 3, borderRadius: 4, borderWidth: 0, borderColor: '#ffffff', anchorX: 0, anchorY: 0, color: d.classId === currentClassId ? '#ffffff' : '#333333', bgColor: d.classId === currentClassId ? '#d8201d' : '#ffffff', textAlign: 'center' as const },
  }))
  const pick = (id: number) => {
    const d = districts.find(x => x.classId === id)
    if (d) onPick(d)
  }
  return (
    <Map
      className='region-map'
      latitude={CENTRE.latitude}
      longitude={CENTRE.longitude}
      scale={SCALE}
      markers={markers}
      showLocation
      onMarkerTap={e => pick(Number((e.detail as { markerId: number | string }).markerId))}
      onCalloutTap={e => pick(Number((e.detail as { markerId: number | string }).markerId))}
      onError={() => undefined}
    />
  )
}
