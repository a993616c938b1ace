// The slider in front of an SMS code, as the apps have it (the server's /v1/common/slider/*): drag the handle
// to the end — with a mouse, a finger or the arrow keys — and the slide (its trace of [ms, px]) is judged by
// the server, which answers a proof that /v1/common/webSendMsg accepts once. A slide not taken goes back to
// the start with a new challenge.
import { useEffect, useRef, useState } from 'react'
import { Typography } from 'antd'
import { post } from '../api'

export interface SliderProof { token: string; csessionid: string; sig: string; scene: string }

const HANDLE = 40
const TRACK = 330
const END_SHARE = 0.95

/** `proof` null until passed; `onProof` is told a proof (or null when a new slide is wanted, `round` changes) */
export function Slider({ round, onProof }: { round: number; onProof: (proof: SliderProof | null) => void }) {
  const [token, setToken] = useState('')
  const [x, setX] = useState(0)
  const [passed, setPassed] = useState(false)
  const [error, setError] = useState('')
  const drag = useRef({ startX: 0, t0: 0, points: [] as [number, number][], busy: false })
  const max = TRACK - HANDLE

  const fresh = () => {
    setX(0)
    setPassed(false)
    drag.current = { startX: 0, t0: 0, points: [], busy: false }
    onProof(null)
    post<{ token: string }>('/v1/common/slider/init', {}).then(r => setToken(r.data.token), () => setError('滑块加载失败，请刷新页面'))
  }
  useEffect(fresh, [round]) // eslint-disable-line react-hooks/exhaustive-deps

  const moveTo = (at: number) => {
    const d = drag.current
    if (!d.t0) d.t0 = Date.now()
    const clamped = Math.max(0, Math.min(max, at))
    d.points.push([Date.now() - d.t0, clamped])
    setX(clamped)
    return clamped
  }
  const finish = async () => {
    const d = drag.current
    const last = d.points[d.points.length - 1]?.[1] ?? 0
    if (d.busy || !d.t0) return
    if (last < max * END_SHARE) {
      d.t0 = 0
      d.points = []
      setX(0)
      return
    }
    d.busy = true
    try {
      const { data } = await post<SliderProof>('/v1/common/slider/verify', { token, trace: JSON.stringify({ width: max, points: d.points }) })
      setPassed(true)
      setError('')
      onProof(data)
    } catch {
      setError('验证未通过，请再试一次')
      fresh()
    }
  }

  if (passed) return <Typography.Text type="success" role="status">已完成滑块验证</Typography.Text>
  return (
    <div>
      <div style={{ position: 'relative', width: TRACK, height: HANDLE, background: '#f0f0f0', borderRadius: 4, userSelect: 'none', touchAction: 'none' }}>
        <div style={{ position: 'absolute', inset: 0, width: x + HANDLE / 2, background: '#ffd6d6', borderRadius: 4 }} />
        <span style={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', color: '#595959', fontSize: 13 }} aria-hidden>请按住滑块，拖动到最右边</span>
        <div
          role="slider" tabIndex={0} aria-label="滑块验证：拖动到最右边" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round((x / max) * 100)}
          aria-disabled={!token}
          style={{ position: 'absolute', top: 0, left: x, width: HANDLE, height: HANDLE, background: '#fff', border: '1px solid #d9d9d9', borderRadius: 4, display: 'grid', placeItems: 'center', cursor: 'grab' }}
          onPointerDown={e => {
            if (!token || drag.current.busy) return
            e.currentTarget.setPointerCapture(e.pointerId)
            drag.current = { startX: e.clientX, t0: Date.now(), points: [[0, 0]], busy: false }
          }}
          onPointerMove={e => { if (drag.current.t0 && !drag.current.busy) moveTo(e.clientX - drag.current.startX) }}
          onPointerUp={() => void finish()}
          onPointerCancel={() => void finish()}
          onKeyDown={e => {
            if (!token || drag.current.busy || (e.key !== 'ArrowRight' && e.key !== 'End')) return
            e.preventDefault()
            if (!drag.current.t0) drag.current.points = [[0, 0]]
            const at = moveTo(e.key === 'End' ? max : x + max / 10)
            if (at >= max) void finish()
          }}
        >»</div>
      </div>
      {error && <Typography.Text type="danger" role="alert">{error}</Typography.Text>}
    </div>
  )
}
