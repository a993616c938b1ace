// The maps service: reverse geocoding, live weather by area name, forecast by area code.

export interface Place {
  /** 6-digit administrative code */
  adcode: string
  /** the most specific name: 沙坪坝区, 成都市 */
  name: string
  province: string
  city: string
  district: string
}

export interface LiveWeather {
  area: string
  adcode: string
  /** 晴, 多云, 阴, 小雨 … */
  weather: string
  /** °C */
  temperature: number
  humidity: number
  windDirection: string
  windPower: string
  reportTime: string
}

export interface ForecastDay {
  date: string
  /** 1 (Monday) … 7 (Sunday) */
  week: number
  dayWeather: string
  nightWeather: string
  dayTemp: number
  nightTemp: number
}

export interface Forecast {
  area: string
  adcode: string
  days: ForecastDay[]
}

/** /Map: a district of the region with its centre (GCJ-02) and its local channel's column */
export interface MapDistrict {
  /** the district's column (the county channel opens on it) */
  classId: number
  name: string
  adcode: string
  lat: number
  lng: number
}
