// Weather text → its icon's address (the icons are the server's own media).
import { weatherIcon } from '../../common/weather'
import { mediaUrl } from './media'

export { weatherIcon, type WeatherIcon } from '../../common/weather'

export function weatherIconUrl(text: string | undefined): string {
  return mediaUrl(`/media/images/weather-${weatherIcon(text)}.png`)
}
