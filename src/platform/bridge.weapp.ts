// There is no native host around the mini-program.
import type { BridgeAdapter } from './bridge'

export const bridge: BridgeAdapter = {
  available: () => false,
  call: () => Promise.reject(new Error('no native bridge in the mini-program')),
  on: () => undefined,
}
