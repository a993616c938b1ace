// Where WeChat's share cards get their JS-SDK signature: the app's API, handed in once at launch (the app's
// root sets it), so the share adapter knows no service. A module of its own, not the adapter: the root
// sets it without loading the share adapter into the first screen's script.
import type { SdkInfo } from '../../types/api/interaction'

/** signs a page address for WeChat's JS-SDK (and the story's share card, with its id) */
export type SdkSigner = (page: string, newsId?: number) => Promise<SdkInfo>

let signer: SdkSigner | null = null

export function signShareCardsWith(sign: SdkSigner): void {
  signer = sign
}

/** the signer, once the app has set one */
export const shareSigner = (): SdkSigner | null => signer
