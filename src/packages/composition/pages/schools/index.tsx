// /composition/Schools (kept alive): 学校排行 (by their students' printed ×3, recommended ×2 and other public
// works ×1) and every school by district; a school's page can make it the reader's school.
import { useState } from 'react'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import Tabs from '../../../../components/Tabs'
import { SchoolItem } from '../../components/items'
import { PagedItems } from '../../components/works'
import { schoolList, schoolRanking } from '../../../../stores/composition'
import { SCHOOLS_TEXT } from '../../../../../common/composition'

export { SCHOOLS_TEXT }

function SchoolsPage() {
  const [tab, setTab] = useState<'rank' | 'all'>('rank')
  const ranking = schoolRanking()
  return (
    <PageShell route='compositionSchools' firstScreenReady={tab !== 'rank' || !ranking.initialLoading || !!ranking.error}>
      <View className='section-page'>
        <Tabs items={[{ key: 'rank' as const, title: SCHOOLS_TEXT.rank }, { key: 'all' as const, title: SCHOOLS_TEXT.all }]} active={tab} onChange={setTab} />
        {tab === 'rank'
          ? <PagedItems key='rank' list={ranking} empty={SCHOOLS_TEXT.empty} render={s => <SchoolItem school={s} />} />
          : <PagedItems key='all' list={schoolList()} empty={SCHOOLS_TEXT.empty} render={s => <SchoolItem school={s} />} />}
      </View>
    </PageShell>
  )
}

export default observer(SchoolsPage)
