// The 渝农 channel (/home/yu-nong; community-side spec §2): the rural section's home, embedded in the home
// (the same as /yu-nong/rural, its full page).
import { observer } from 'mobx-react-lite'
import RuralSection from '../../../components/RuralSection'
import EmptyState from '../../../components/EmptyState'
import Skeleton from '../../../components/Skeleton'
import { ruralHome } from '../../../stores/rural'
import { useResource } from '../../../stores/resource'

function RuralChannel() {
  const home = useResource(ruralHome())
  if (!home.data) return home.error ? <EmptyState text={home.error} /> : <Skeleton />
  return <RuralSection home={home.data} />
}

export default observer(RuralChannel)
