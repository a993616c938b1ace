// The maps service: the place at a position, live weather by area name.
import type { LiveWeather, Place, MapDistrict } from '@types-api/maps'
import { getData } from './request'

export const reverseGeocode = (lat: number, lng: number, coordType: 'gcj02' | 'wgs84') =>
  getData<Place>('/v1/maps/regeo', { lat, lng, coordType })
export const fetchWeather = (area: string) => getData<LiveWeather>('/v1/maps/weather', { area })
/** /Map: the region's districts at their centres, each with its local channel's column */
export const fetchMapDistricts = () => getData<MapDistrict[]>('/v1/maps/districts')
