// Global configuration, init switches and the channel list.
import type { GlobalConfig, InitData } from '@types-api/config'
import type { Channel } from '@types-api/channel'
import { getData } from './request'
import { bootedData } from './boot'
import { DEFAULT_CHANNEL_ID } from '../../common/routes'

export const fetchGlobalConfig = () => getData<GlobalConfig>('/config/inits.json')
export const fetchInit = () => getData<InitData>('/kratos/v1/init')
/** the channel list, asked as the spec asks it: with the channel the app opens on (the list is the same) */
export const fetchChannels = () => getData<Channel[]>('/kratos/v1/channel/list', { channelId: DEFAULT_CHANNEL_ID, page: 1 })

/** The three answers above as the page came with them (H5), for the config store to start from. */
export function bootedConfig(): { global: GlobalConfig; channels: Channel[]; init: InitData | null } | null {
  const global = bootedData<GlobalConfig>('/config/inits.json', undefined, false)
  const channels = bootedData<Channel[]>('/kratos/v1/channel/list', { channelId: DEFAULT_CHANNEL_ID, page: 1 }, false)
  if (!global || !channels) return null
  return { global, channels, init: bootedData<InitData>('/kratos/v1/init', undefined, false) ?? null }
}
