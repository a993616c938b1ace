// Environment of the mini-program build: always the mini-program.
import type { EnvAdapter } from './env'

export const env: EnvAdapter = {
  environment: () => 'miniprogram',
  nativeAppHeaders: () => ({}),
}
