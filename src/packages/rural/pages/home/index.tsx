// /yu-nong/rural: 渝农's home as a page of its own (the home's yu-nong channel draws the same).
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import RuralSection from '../../../../components/RuralSection'
import EmptyState from '../../../../components/EmptyState'
import Skeleton from '../../../../components/Skeleton'
import { ruralHome } from '../../../../stores/rural'
import { useResource } from '../../../../stores/resource'

function RuralHomePage() {
  const home = useResource(ruralHome())
  return (
    <PageShell route='ruralHome'>
      {home.data ? <RuralSection home={home.data} /> : home.error ? <EmptyState text={home.error} /> : <Skeleton />}
    </PageShell>
  )
}

export default observer(RuralHomePage)
