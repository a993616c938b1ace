// The slider check in front of SMS sending. The local provider issues a challenge, judges the slide
// (dragged to the end, by a hand: several points, taking a moment, moving forward) and signs a proof
// {token, csessionid, sig, scene} that webSendMsg accepts once.
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'
import { hmac, randomToken, safeEqual } from '../../crypto'
import { AliyunSliderProvider, type SliderProof } from '../../providers/slider'
import * as ERRORS from '../../../../types/errors'
import { badRequest } from '../../answer'

export const SLIDER_SCENE = 'activity_h5'
const CHALLENGE_TTL_MS = 10 * 60_000
/** a slide must reach this share of the track */
const END_SHARE = 0.95
const MIN_POINTS = 5
const MIN_DURATION_MS = 200

export interface SlideTrace {
  /** track width in px */
  width: number
  /** [elapsed ms, x px] as the handle moved */
  points: [number, number][]
}

const MAX_POINTS = 500

/** The trace a client sent (JSON text), or null when it is not one: [ms, px] pairs of finite numbers. */
export function readTrace(raw: string): SlideTrace | null {
  let t: unknown
  try {
    t = JSON.parse(raw)
  } catch {
    return null
  }
  if (!t || typeof t !== 'object') return null
  const { width, points } = t as { width?: unknown; points?: unknown }
  if (typeof width !== 'number' || !Number.isFinite(width) || !Array.isArray(points) || points.length > MAX_POINTS) return null
  const pair = (p: unknown): p is [number, number] =>
    Array.isArray(p) && p.length === 2 && p.every(n => typeof n === 'number' && Number.isFinite(n))
  return points.every(pair) ? { width, points } : null
}

/** Does this trace look like a person dragging the handle to the end? */
export function humanSlide({ width, points }: SlideTrace): boolean {
  if (!(width > 0) || points.length < MIN_POINTS) return false
  const [t0] = points[0]
  const [tn, xn] = points[points.length - 1]
  if (tn - t0 < MIN_DURATION_MS || xn < width * END_SHARE) return false
  // forward overall, allowing a hand's small wobble
  return points.every(([, x], i) => i === 0 || x >= points[i - 1][1] - 4)
}

export class SliderService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly secret: string,
    private readonly remote: AliyunSliderProvider | null,
  ) {}

  async challenge(now = Date.now()): Promise<{ token: string; scene: string }> {
    const token = randomToken(18)
    await this.db.insertInto('slider_verifications').values({
      token, csessionid: null, scene: SLIDER_SCENE, created_at: now, expires_at: now + CHALLENGE_TTL_MS, passed_at: null, used_at: null,
    }).execute()
    return { token, scene: SLIDER_SCENE }
  }

  /** Judges a slide; a passed one yields the signed proof. */
  /** A challenge answered by a slide (`rawTrace`, the client's JSON): passed once, when the trace is a person's. */
  async verify(token: string, rawTrace: string, now = Date.now()): Promise<SliderProof> {
    const trace = readTrace(rawTrace)
    if (!trace || !humanSlide(trace)) throw badRequest(ERRORS.sliderFailed)
    const row = await this.db.selectFrom('slider_verifications').selectAll().where('token', '=', token).executeTakeFirst()
    if (!row || row.expires_at < now || row.passed_at !== null) throw badRequest(ERRORS.sliderFailed)
    const csessionid = randomToken(12)
    // one pass per challenge, even when the same slide is sent twice at once
    const passed = await this.db.updateTable('slider_verifications').set({ passed_at: now, csessionid })
      .where('id', '=', row.id).where('passed_at', 'is', null).executeTakeFirst()
    if (Number(passed.numUpdatedRows) !== 1) throw badRequest(ERRORS.sliderFailed)
    return { token, csessionid, sig: this.sign(token, csessionid, row.scene), scene: row.scene }
  }

  private sign(token: string, csessionid: string, scene: string): string {
    return hmac(this.secret, `${token}|${csessionid}|${scene}`)
  }

  /**
   * Accepts a proof once (one SMS per slide). A proof this server issued can be given back (`restore`)
   * when what it paid for did not happen; a remote one cannot.
   */
  async consume(proof: Partial<SliderProof>, ip: string, now = Date.now()): Promise<{ restore: (() => Promise<void>) | null }> {
    const { token, csessionid, sig, scene } = proof
    if (!token || !csessionid || !sig || !scene) throw badRequest(ERRORS.sliderMissing)
    if (this.remote) {
      if (!(await this.remote.verify({ token, csessionid, sig, scene }, ip))) throw badRequest(ERRORS.sliderFailed)
      return { restore: null }
    }
    const row = await this.db.selectFrom('slider_verifications').selectAll().where('token', '=', token).executeTakeFirst()
    const valid = row && row.passed_at !== null && row.used_at === null && row.expires_at >= now && row.csessionid === csessionid &&
      row.scene === scene && safeEqual(sig, this.sign(token, csessionid, scene))
    if (!valid) throw badRequest(ERRORS.sliderMissing)
    const used = await this.db.updateTable('slider_verifications').set({ used_at: now }).where('id', '=', row.id).where('used_at', 'is', null).executeTakeFirst()
    if (Number(used.numUpdatedRows) !== 1) throw badRequest(ERRORS.sliderMissing)
    return {
      restore: async () => {
        await this.db.updateTable('slider_verifications').set({ used_at: null }).where('id', '=', row.id).where('used_at', '=', now).execute()
      },
    }
  }
}
