// The district block (showType 8) in a list: the districts as chips; a tap opens that district's news.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import ScrollBlock from '../ScrollBlock'
import { columnInfo } from '../../stores/reading'
import { useResource } from '../../stores/resource'
import { navigate } from '../../utils/navigate'
import { COUNTY_CHANNEL_ID, openDistrict } from '../../stores/location'
import './index.scss'

/** the district group column (spec §9: default district column id 18) and the county channel */
export const DISTRICT_COLUMN_ID = 18
export { COUNTY_CHANNEL_ID }
export const ALL_DISTRICTS = '全部区县 ›'

export interface DistrictBlockProps {
  title: string
}

function DistrictBlock({ title }: DistrictBlockProps) {
  const { data } = useResource(columnInfo(DISTRICT_COLUMN_ID))
  if (!data || data.areasub.length === 0) return null
  return (
    <ScrollBlock title={title} more={ALL_DISTRICTS} onMore={() => void navigate('home', { classId: COUNTY_CHANNEL_ID })}>
      {data.areasub.map(d => (
        <View key={d.columnid} className='district-block__chip' onClick={() => openDistrict(d.classid)}>
          <Text>{d.columnname}</Text>
        </View>
      ))}
    </ScrollBlock>
  )
}

export default observer(DistrictBlock)
