// The district block (showType 8) in a list: the districts as chips; a tap opens that district's news.
import { ScrollView, Text, View } from '@tarojs/components'
import { fetchColumn } from '../../services/columns'
import { useAsync } from '../../utils/use-async'
import { navigate } from '../../utils/navigate'
import { locationStore } from '../../stores/location'
import './index.scss'

/** the district group column (spec §9: default district column id 18) and the county channel */
export const DISTRICT_COLUMN_ID = 18
export const COUNTY_CHANNEL_ID = 4

export interface DistrictBlockProps {
  title: string
}

export default function DistrictBlock({ title }: DistrictBlockProps) {
  const { data } = useAsync(() => fetchColumn(DISTRICT_COLUMN_ID), [])
  if (!data || data.areasub.length === 0) return null
  const open = (classId: number) => {
    locationStore.chooseDistrict(classId)
    void navigate('home', { classId: COUNTY_CHANNEL_ID })
  }
  return (
    <View className='district-block'>
      <View className='district-block__head'>
        <Text className='district-block__title'>{title}</Text>
        <Text className='district-block__more' onClick={() => void navigate('home', { classId: COUNTY_CHANNEL_ID })}>全部区县 ›</Text>
      </View>
      <ScrollView className='district-block__scroll' scrollX enhanced showScrollbar={false}>
        <View className='district-block__row'>
          {data.areasub.map(d => (
            <View key={d.columnid} className='district-block__chip' onClick={() => open(d.classid)}>
              <Text>{d.columnname}</Text>
            </View>
          ))}
        </View>
      </ScrollView>
    </View>
  )
}
