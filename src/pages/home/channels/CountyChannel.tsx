// The county channel: the district's header with weather and the switch-city dropdown, then its news.
import { useEffect } from 'react'
import { observer } from 'mobx-react-lite'
import type { Channel } from '@types-api/channel'
import CountyHeader from '../../../components/CountyHeader'
import NewsList from '../../../components/NewsList'
import { locationStore } from '../../../stores/location'
import { columnList } from '../../../stores/lists'
import { useListPaging } from '../../../utils/use-list-paging'

function CountyChannel({ channel }: { channel: Channel }) {
  const classId = locationStore.districtClassId
  const district = channel.sub.find(d => d.columnid === classId) ?? channel.sub[0]
  const list = district ? columnList(district.columnid) : null
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
      {list ? <NewsList list={list} /> : null}
    </>
  )
}

export default observer(CountyChannel)
