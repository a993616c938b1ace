// Mini-program: nothing is served with the page; every answer is asked for.
import type { BootAdapter } from './boot'

export const boot: BootAdapter = { read: () => null }
