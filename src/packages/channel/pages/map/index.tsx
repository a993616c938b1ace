// /Map: the region's districts on a map, with the reader's position when it can be had; a tap on a
// district (on the map or in the list under it) opens its local channel (the county channel on that
// district, as the district block does). The mini-program draws its native map; H5 draws the districts from
// the server's own region data (platform/region-map).
import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { MapDistrict } from '@types-api/maps'
import PageShell from '../../../../components/PageShell'
import EmptyState from '../../../../components/EmptyState'
import Skeleton from '../../../../components/Skeleton'
import { RegionMap } from '../../../../platform/region-map'
import { location as positioning, type Position } from '../../../../platform/location'
import { useResource } from '../../../../stores/resource'
import { configStore } from '../../../../stores/config'
import { locationStore, mapDistricts, openDistrict } from '../../../../stores/location'
import { mediaUrl } from '../../../../utils/media'
import './index.scss'

export const MAP_TEXT = {
  hint: '点选区县，查看当地新闻',
  here: (name: string) => `你在${name}附近`,
  all: '全部区县',
} as const

/** the district nearest a position (the centres are close enough to tell a reader's district) */
function nearest(districts: MapDistrict[], p: Position): MapDistrict | undefined {
  let best: MapDistrict | undefined
  let bestD = Infinity
  for (const d of districts) {
    const dd = (d.lat - p.latitude) ** 2 + ((d.lng - p.longitude) * Math.cos((p.latitude * Math.PI) / 180)) ** 2
    if (dd < bestD) [best, bestD] = [d, dd]
  }
  // farther than about 60 km from every centre: not in the region
  return bestD < 0.3 ? best : undefined
}

function MapPage() {
  const districts = useResource(mapDistricts())
  const [position, setPosition] = useState<Position | null>(null)
  useEffect(() => {
    // the reader's position if it can be had; the map works without it
    positioning.getPosition().then(setPosition, () => undefined)
  }, [])
  const list = districts.data ?? []
  const near = position ? nearest(list, position) : undefined
  const current = near?.classId ?? locationStore.districtClassId
  return (
    <PageShell route='Map' firstScreenReady={!!districts.data || !!districts.error}>
      {districts.error ? <EmptyState text={districts.error} /> : !districts.data ? <Skeleton rows={4} /> : (
        <View className='district-map'>
          <View className='district-map__stage'>
            <RegionMap districts={list} position={position} currentClassId={current} onPick={d => openDistrict(d.classId)} markerIcon={mediaUrl('/media/images/map-marker.png')} tiles={configStore.init?.mapTiles} />
          </View>
          <Text className='district-map__hint'>{near ? MAP_TEXT.here(near.name) : MAP_TEXT.hint}</Text>
          <Text className='district-map__title'>{MAP_TEXT.all}</Text>
          <View className='district-map__list'>
            {list.map(d => (
              <View key={d.classId} role='button' className={`district-map__chip${d.classId === current ? ' district-map__chip--current' : ''}`} onClick={() => openDistrict(d.classId)}>
                {d.name}
              </View>
            ))}
          </View>
        </View>
      )}
    </PageShell>
  )
}

export default observer(MapPage)
