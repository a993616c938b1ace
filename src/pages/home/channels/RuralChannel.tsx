// The 渝农 channel (/home/yu-nong; community-side spec §2): the rural section's home, embedded in the home
// (the same as /yu-nong/rural, its full page). The server draws its top (the forecast, today's prices,
// the entries) with the page; it goes once the channel has drawn the same.
import { useEffect } from 'react'
import { observer } from 'mobx-react-lite'
import RuralSection from '../../../components/RuralSection'
import EmptyState from '../../../components/EmptyState'
import Skeleton from '../../../components/Skeleton'
import { FORECAST_DEFAULT_ADCODE, farmForecast, ruralHome } from '../../../stores/rural'
import { markOwnHomeDrawn } from '../../../stores/channel-home'
import { locationStore } from '../../../stores/location'
import { useResource } from '../../../stores/resource'

function RuralChannel() {
  const home = useResource(ruralHome())
  // the forecast is the block above the prices: drawn (or left out) before the server's first screen goes
  const forecast = useResource(farmForecast(locationStore.place?.adcode ?? FORECAST_DEFAULT_ADCODE))
  const drawn = !!home.error || (!!home.data && !forecast.initialLoading)
  useEffect(() => { if (drawn) markOwnHomeDrawn('rural') }, [drawn])
  if (!home.data) return home.error ? <EmptyState text={home.error} /> : <Skeleton />
  return <RuralSection home={home.data} />
}

export default observer(RuralChannel)
