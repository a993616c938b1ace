// /yu-nong/rural: 渝农's home as a page of its own (the home's yu-nong channel draws the same).
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import RuralSection from '../../../../components/RuralSection'
import EmptyState from '../../../../components/EmptyState'
import Skeleton from '../../../../components/Skeleton'
import { FORECAST_DEFAULT_ADCODE, farmForecast, ruralHome } from '../../../../stores/rural'
import { locationStore } from '../../../../stores/location'
import { useResource } from '../../../../stores/resource'

function RuralHomePage() {
  const home = useResource(ruralHome())
  // the forecast is the block above the prices: drawn (or left out) before the server's first screen goes
  const forecast = useResource(farmForecast(locationStore.place?.adcode ?? FORECAST_DEFAULT_ADCODE))
  return (
    <PageShell route='ruralHome' firstScreenReady={!!home.error || (!!home.data && !forecast.initialLoading)}>
      {home.data ? <RuralSection home={home.data} /> : home.error ? <EmptyState text={home.error} /> : <Skeleton />}
    </PageShell>
  )
}

export default observer(RuralHomePage)
