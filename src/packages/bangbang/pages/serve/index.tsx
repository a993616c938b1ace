// /BangBang/serve/index: 便民服务 — the region's public-service hotlines (copied to call: 复制成功, or an
// alert 复制失败) and the offices' own online services (opened through the leaving page where the address
// is not the newspaper's), by category.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { BangService } from '@types-api/bangbang'
import PageShell from '../../../../components/PageShell'
import Skeleton from '../../../../components/Skeleton'
import EmptyState from '../../../../components/EmptyState'
import { bangServices } from '../../../../stores/bangbang'
import { useResource } from '../../../../stores/resource'
import { clipboard } from '../../../../platform/clipboard'
import { openLink } from '../../../../utils/open-item'
import './index.scss'
import { SERVE_TEXT } from '../../../../../common/serve'

export { SERVE_TEXT }

const use = (s: BangService) => (s.kind === 'phone' ? void clipboard.copy(s.value) : openLink(s.value))

function ServePage() {
  const services = useResource(bangServices())
  const groups = services.data
  return (
    <PageShell route='ServeIndex' firstScreenReady={!services.initialLoading}>
      {!groups ? (services.error ? <EmptyState text={services.error} /> : <Skeleton rows={4} />) : groups.length === 0 ? <EmptyState text={SERVE_TEXT.none} /> : (
        groups.map(g => (
          <View key={g.category} className='serve__group'>
            <Text className='serve__category'>{g.category}</Text>
            {g.items.map(s => (
              <View key={s.id} className='serve__item' onClick={() => use(s)}>
                <View className='serve__body'>
                  <Text className='serve__title'>{s.title}</Text>
                  <Text className='serve__intro'>{s.intro}</Text>
                </View>
                {s.kind === 'phone' ? (
                  <View className='serve__phone'>
                    <Text className='serve__number'>{s.value}</Text>
                    <Text className='serve__action'>{SERVE_TEXT.copy}</Text>
                  </View>
                ) : <Text className='serve__action'>{SERVE_TEXT.open}</Text>}
              </View>
            ))}
          </View>
        ))
      )}
    </PageShell>
  )
}

export default observer(ServePage)
