// Slider verification: the proof (token, csessionid, sig, scene activity_h5) the reader's slide
// produced. `local` (default): this server issued and signed it; `aliyun`: Aliyun AFS checks it.
import { aliyunRpc } from '../aliyun'

export interface SliderProof {
  token: string
  csessionid: string
  sig: string
  scene: string
}

export interface SliderSettings {
  provider: string
  aliyun: { keyId: string; keySecret: string; appKey: string }
}

/** Only the remote check; the local provider's checks live in SliderService (it issued the proofs). */
export class AliyunSliderProvider {
  constructor(private readonly settings: SliderSettings['aliyun']) {}

  async verify(proof: SliderProof, ip: string): Promise<boolean> {
    const res = await aliyunRpc('afs.aliyuncs.com', '2018-01-12', 'AuthenticateSig', {
      SessionId: proof.csessionid, Sig: proof.sig, Token: proof.token, Scene: proof.scene,
      AppKey: this.settings.appKey, RemoteIp: ip,
    }, this.settings.keyId, this.settings.keySecret)
    return res.Code === 100
  }
}
