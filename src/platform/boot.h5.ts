// H5: the JSON block the server wrote into the page, read once.
import { BOOT_ELEMENT_ID, type BootData } from '@types-api/boot'
import type { BootAdapter } from './boot'

export const boot: BootAdapter = {
  read() {
    const block = typeof document === 'undefined' ? null : document.getElementById(BOOT_ELEMENT_ID)
    if (!block?.textContent) return null
    block.remove()
    try {
      return JSON.parse(block.textContent) as BootData
    } catch {
      return null
    }
  },
  // (WeChat's pre-fetch is the mini-program's)
  canPrefetch: () => false,
  prefetched: () => Promise.resolve(null),
}
