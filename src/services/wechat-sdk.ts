// WeChat's JS-SDK signature for a page (its share cards): a module of its own, since the app's root
// hands it to the share adapter at launch and the first load should carry nothing else of the interactions.
import type { SdkInfo } from '@types-api/interaction'
import { getData } from './request'

/** wx.config for this page address, with the story's share card when `id` names one. */
export const fetchSdkInfo = (url: string, id?: number) =>
  getData<SdkInfo>('/api/controller.php', { enews: 'getSdkInfo', url, id })
