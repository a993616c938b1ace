// The county page's header: the district, its weather, and the 'switch city' dropdown (a plain grid of
// districts that toggles, and closes once a district is chosen).
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Picture } from '../../platform/picture'
import type { ChannelSub } from '@types-api/channel'
import type { LiveWeather } from '@types-api/maps'
import ChannelMenu from '../ChannelMenu'
import { weatherIconUrl } from '../../utils/weather'
import './index.scss'

export const SWITCH_CITY = '切换城市'

export interface CountyHeaderProps {
  name: string
  weather: LiveWeather | null
  districts: ChannelSub[]
  onSelect: (district: ChannelSub) => void
}

export default function CountyHeader({ name, weather, districts, onSelect }: CountyHeaderProps) {
  const [open, setOpen] = useState(false)
  const choose = (d: ChannelSub) => {
    setOpen(false)
    onSelect(d)
  }
  return (
    <View className='county-header'>
      <View className='county-header__bar'>
        <Text className='county-header__name'>{name}</Text>
        {weather ? (
          <View className='county-header__weather'>
            <Picture className='county-header__icon' src={weatherIconUrl(weather.weather)} />
            <Text className='county-header__temp'>{weather.temperature}°</Text>
            <Text className='county-header__text'>{weather.weather}</Text>
          </View>
        ) : null}
        <View className={`county-header__switch${open ? ' county-header__switch--open' : ''}`} onClick={() => setOpen(!open)}>
          <Text>{SWITCH_CITY}</Text>
          <View className='county-header__caret' />
        </View>
      </View>
      {open ? (
        <View className='county-header__dropdown'>
          <ChannelMenu items={districts} linenum={4} plain onSelect={choose} />
        </View>
      ) : null}
    </View>
  )
}
