// The '国内' channel: the reader's local area (named after it when located), or domestic news (999);
// 全部地方频道 picks another place.
import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { AreaColumn } from '@types-api/channel'
import LocalPicker from '../../../components/LocalPicker'
import NewsList from '../../../components/NewsList'
import { locationStore } from '../../../stores/location'
import { localNewsList } from '../../../stores/lists'
import { useListPaging } from '../../../utils/use-list-paging'

export const CHOOSE_PLACE = '切换地方'
export const DOMESTIC_NAME = '国内'
export const LOCATE_AGAIN = '重新定位'

function DomesticChannel() {
  const { areaNumber, areaName } = locationStore
  const [pickerOpen, setPickerOpen] = useState(false)
  const list = localNewsList(areaNumber)
  useListPaging(list)
  useEffect(() => {
    if (pickerOpen) void locationStore.loadAreaTree()
  }, [pickerOpen])
  const choose = (place: AreaColumn) => {
    setPickerOpen(false)
    locationStore.chooseLocal({ areaNumber: place.classid, areaName: place.columnname })
  }
  return (
    <>
      <View className='local-bar'>
        <Text className='local-bar__name'>{areaName || DOMESTIC_NAME}</Text>
        {locationStore.located === false ? (
          <Text className='local-bar__locate' onClick={() => void locationStore.locate(Date.now(), true)}>{LOCATE_AGAIN}</Text>
        ) : null}
        <Text className='local-bar__switch' onClick={() => setPickerOpen(true)}>{CHOOSE_PLACE}</Text>
      </View>
      <NewsList list={list} />
      <LocalPicker open={pickerOpen} tree={locationStore.areaTree} current={areaNumber} onSelect={choose} onClose={() => setPickerOpen(false)} />
    </>
  )
}

export default observer(DomesticChannel)
