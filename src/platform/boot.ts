// The first answers the server wrote into the H5 page (types/api/boot.ts). Implementations per
// target: on H5 read once from the page; the mini-program has none.
import type { BootData } from '@types-api/boot'

export interface BootAdapter {
  /** what the page carried, or null */
  read(): BootData | null
}

export declare const boot: BootAdapter
