// The county channel: the district's header with weather and the switch-city dropdown, then its news.
import { useEffect, useMemo } from 'react'
import { observer } from 'mobx-react-lite'
import type { Channel } from '@types-api/channel'
import CountyHeader from '../../../components/CountyHeader'
import NewsList from '../../../components/NewsList'
import { locationStore } from '../../../stores/location'
import { arrayPages, sessionList } from '../../../stores/lists'
import { fetchColumnList } from '../../../services/news'
import { useListPaging } from '../../../utils/use-list-paging'

function CountyChannel({ channel }: { channel: Channel }) {
  const classId = locationStore.districtClassId
  const district = channel.sub.find(d => d.columnid === classId) ?? channel.sub[0]
  const list = useMemo(() => sessionList(`district-${district?.columnid}`, arrayPages(p => fetchColumnList(district?.columnid ?? 0, p))), [district?.columnid])
  useListPaging(list)
  useEffect(() => {
    if (district) locationStore.loadWeather(district.columnname)
  }, [district])
  if (!district) return null
  return (
    <>
      <CountyHeader
        name={district.columnname}
        weather={locationStore.weather?.area === district.columnname ? locationStore.weather : null}
        districts={channel.sub}
        onSelect={d => locationStore.chooseDistrict(d.columnid)}
      />
      <NewsList list={list} />
    </>
  )
}

export default observer(CountyChannel)
