// Weather text → icon (spec §9: cloud, overcast, sunny, rain; overcast by default).
import { mediaUrl } from './media'

export type WeatherIcon = 'cloud' | 'overcast' | 'sunny' | 'rain'

export function weatherIcon(text: string | undefined): WeatherIcon {
  if (!text) return 'overcast'
  if (text.includes('雨')) return 'rain'
  if (text.includes('晴')) return 'sunny'
  if (text.includes('多云')) return 'cloud'
  return 'overcast'
}

export function weatherIconUrl(text: string | undefined): string {
  return mediaUrl(`/media/images/weather-${weatherIcon(text)}.png`)
}
