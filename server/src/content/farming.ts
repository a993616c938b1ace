// What the weather means in the fields (农事建议), and farm prices' two units: the day's forecast gives
// one or two lines of advice, rules written once here and documented in docs/api.md (渝农). Prices are
// kept in fen and told in yuan.
import type { ForecastDay } from '../../../types/api/maps'

/** the advice for a day, the most pressing first; at most two lines */
export function farmAdvice(d: Pick<ForecastDay, 'dayWeather' | 'nightWeather' | 'dayTemp' | 'nightTemp'>): string[] {
  const sky = `${d.dayWeather}${d.nightWeather}`
  const out: string[] = []
  if (/暴雨|大雨|雷/.test(sky)) out.push('强降雨：加固大棚，疏通沟渠防涝，暂停施肥打药')
  else if (/雨/.test(sky)) out.push('有雨：抢晴收晒，开沟排水，雨后及时防病')
  if (/雪/.test(sky)) out.push('降雪：及时清除棚顶积雪，圈舍保暖')
  if (d.nightTemp <= 2) out.push('低温霜冻：覆膜盖草防寒，幼苗和果树防冻')
  if (d.dayTemp >= 35) out.push('高温：避开正午下田，果菜遮阳保湿，畜禽防暑')
  if (out.length === 0) {
    if (/晴/.test(d.dayWeather) && d.dayTemp >= 12) out.push('天气晴好：适宜播种、施肥和喷药')
    else out.push('适宜田间管理：中耕除草，移栽定植')
  }
  return out.slice(0, 2)
}

export const toYuan = (fen: number): number => Math.round(fen) / 100

/** a price in yuan (a number, or a form's or an import's text) as fen; null when it is not one: above 0, at most two decimals */
export function toFen(yuan: number | string, max: number): number | null {
  const text = typeof yuan === 'number' ? String(yuan) : yuan.trim()
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(text)) return null
  const value = Number(text)
  if (!(value > 0) || value > max) return null
  return Math.round(value * 100)
}
