// Weather text → icon (reading-side spec §9: cloud, overcast, sunny, rain; overcast by default). The
// app's weather and the server's first screen of 渝农 name the same icon.

export type WeatherIcon = 'cloud' | 'overcast' | 'sunny' | 'rain'

export function weatherIcon(text: string | undefined): WeatherIcon {
  if (!text) return 'overcast'
  if (text.includes('雨')) return 'rain'
  if (text.includes('晴')) return 'sunny'
  if (text.includes('多云')) return 'cloud'
  return 'overcast'
}
