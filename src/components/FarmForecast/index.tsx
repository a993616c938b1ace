// 农事天气: the next days' weather where the reader is (the city until located), each day with what it
// means in the fields; today's advice shown, another day's on a tap.
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { RURAL_TEXT } from '@types-api/rural'
import { Picture } from '../../platform/picture'
import { FORECAST_DEFAULT_ADCODE, dayName, farmForecast } from '../../stores/rural'
import { locationStore } from '../../stores/location'
import { useResource } from '../../stores/resource'
import { weatherIconUrl } from '../../utils/weather'
import './index.scss'


function FarmForecast() {
  const forecast = useResource(farmForecast(locationStore.place?.adcode ?? FORECAST_DEFAULT_ADCODE))
  const [chosen, setChosen] = useState(0)
  const f = forecast.data
  // no forecast for this place: the block is left out rather than shown empty
  if (!f || f.days.length === 0) return forecast.initialLoading ? <View className='farm-forecast farm-forecast--loading' /> : null
  const day = f.days[Math.min(chosen, f.days.length - 1)]
  return (
    <View className='farm-forecast'>
      <View className='farm-forecast__head'>
        <Text className='farm-forecast__title'>{RURAL_TEXT.forecast}</Text>
        <Text className='farm-forecast__area'>{f.area}</Text>
      </View>
      <View className='farm-forecast__days'>
        {f.days.map((d, i) => (
          <View key={d.date} role='button' aria-pressed={i === chosen} className={`farm-forecast__day${i === chosen ? ' farm-forecast__day--on' : ''}`} onClick={() => setChosen(i)}>
            <Text className='farm-forecast__name'>{dayName(i, d.week)}</Text>
            <Picture className='farm-forecast__icon' src={weatherIconUrl(d.dayWeather)} />
            <Text className='farm-forecast__weather'>{d.dayWeather}</Text>
            <Text className='farm-forecast__temp'>{`${d.nightTemp}~${d.dayTemp}°`}</Text>
          </View>
        ))}
      </View>
      <View className='farm-forecast__advice'>
        {day.advice.map(a => <Text key={a} className='farm-forecast__line'>{a}</Text>)}
      </View>
    </View>
  )
}

export default observer(FarmForecast)
