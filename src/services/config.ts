// Global configuration, init switches and the channel list.
import type { GlobalConfig, InitData } from '@types-api/config'
import type { Channel } from '@types-api/channel'
import { getData } from './request'

export const fetchGlobalConfig = () => getData<GlobalConfig>('/config/inits.json')
export const fetchInit = () => getData<InitData>('/kratos/v1/init')
export const fetchChannels = () => getData<Channel[]>('/kratos/v1/channel/list', { page: 1 })
