// A tab of 渝农 as its own page (general-tab for the section's own tabs, sub-general-tab for one below):
// a group's sub-tabs (`active`: the one to open on), or a single tab's body; titled with the tab's name.
import { useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import type { RouteName } from '../../../../common/routes'
import PageShell from '../../../components/PageShell'
import EmptyState from '../../../components/EmptyState'
import Skeleton from '../../../components/Skeleton'
import { RuralTabs, TabBody } from '../../../components/RuralSection'
import { ruralTab } from '../../../stores/rural'
import { useResource } from '../../../stores/resource'
import { numberParam } from '../../../utils/params'

function TabPage({ route }: { route: RouteName }) {
  const { params } = useRouter()
  const page = useResource(ruralTab(numberParam(params.id)))
  const [path, setPath] = useState<number[]>(() => (params.active ? [numberParam(params.active)] : []))
  const p = page.data
  // below its parents: a tab two levels down is at depth 3
  const depth = (p?.parents.length ?? 0) + 1
  return (
    <PageShell route={route} title={p?.tab.name}>
      {!p ? (page.error ? <EmptyState text={page.error} /> : <Skeleton />)
        : p.tab.kind === 'group' ? <RuralTabs tabs={p.tab.children} level={1} base={depth} path={path} onPath={setPath} />
          : <TabBody tab={p.tab} level={1} base={depth - 1} path={path} onPath={setPath} />}
    </PageShell>
  )
}

export default observer(TabPage)
