// A cover cropped to the shape the lists show it in (3:2 for the small and three-picture cards, 16:9 for the
// big picture): a frame of that shape over the picture, moved by dragging or the arrow keys and sized by its
// corner or +/−; the part inside is drawn at the picture's own resolution and sent through the site's own
// upload (checked, cleaned and kept as every picture is), and the cover becomes that picture.
import { useEffect, useRef, useState } from 'react'
import { Modal, Radio, Space, Typography } from 'antd'

/** the frame, in the picture's own pixels */
interface Frame { x: number; y: number; w: number }

export const COVER_SHAPES = [{ ratio: 3 / 2, label: '3:2 列表小图、三图' }, { ratio: 16 / 9, label: '16:9 大图' }] as const
/** the widest picture a crop makes (the upload keeps at most its large variant anyway) */
const OUTPUT_MAX = 1600
/** the dialog shows the picture this wide at most */
const VIEW = 560

const clampFrame = (f: Frame, ratio: number, width: number, height: number): Frame => {
  const w = Math.max(40, Math.min(f.w, width, height * ratio))
  return { w, x: Math.max(0, Math.min(f.x, width - w)), y: Math.max(0, Math.min(f.y, height - w / ratio)) }
}

/** the largest frame of `ratio` in the middle of the picture */
const centred = (ratio: number, width: number, height: number): Frame => {
  const w = Math.min(width, height * ratio)
  return { w, x: (width - w) / 2, y: (height - w / ratio) / 2 }
}

export function CoverCrop({ src, ratio: initial, onCropped, onCancel }: { src: string; ratio: number; onCropped: (file: File) => Promise<void>; onCancel: () => void }) {
  const [img, setImg] = useState<HTMLImageElement | null>(null)
  const [failed, setFailed] = useState(false)
  const [ratio, setRatio] = useState(initial)
  const [frame, setFrame] = useState<Frame | null>(null)
  const [busy, setBusy] = useState(false)
  const drag = useRef<{ mode: 'move' | 'size'; px: number; py: number; start: Frame } | null>(null)

  useEffect(() => {
    const picture = new Image()
    picture.crossOrigin = 'anonymous'
    picture.onload = () => { setImg(picture); setFrame(centred(initial, picture.naturalWidth, picture.naturalHeight)) }
    picture.onerror = () => setFailed(true)
    picture.src = src
  }, [src, initial])

  const W = img?.naturalWidth ?? 1
  const H = img?.naturalHeight ?? 1
  const scale = Math.min(1, VIEW / W)
  const set = (f: Frame) => setFrame(clampFrame(f, ratio, W, H))
  const shape = (r: number) => { setRatio(r); setFrame(centred(r, W, H)) }

  const ok = async () => {
    if (!img || !frame) return
    setBusy(true)
    try {
      const outW = Math.round(Math.min(frame.w, OUTPUT_MAX))
      const canvas = document.createElement('canvas')
      canvas.width = outW
      canvas.height = Math.round(outW / ratio)
      canvas.getContext('2d')!.drawImage(img, frame.x, frame.y, frame.w, frame.w / ratio, 0, 0, canvas.width, canvas.height)
      const blob = await new Promise<Blob | null>(resolve => canvas.toBlob(resolve, 'image/jpeg', 0.9))
      if (blob) await onCropped(new File([blob], 'cover.jpg', { type: 'image/jpeg' }))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal title="裁剪封面" open onCancel={onCancel} onOk={() => void ok()} okText="裁剪并使用" cancelText="取消" confirmLoading={busy} okButtonProps={{ disabled: !frame }} width={VIEW + 48}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Radio.Group aria-label="封面比例" value={ratio} onChange={e => shape(e.target.value as number)} options={COVER_SHAPES.map(s => ({ value: s.ratio, label: s.label }))} />
        {failed && <Typography.Text type="danger">图片加载失败，不能裁剪</Typography.Text>}
        {img && frame && (
          <div style={{ position: 'relative', width: W * scale, height: H * scale, overflow: 'hidden', userSelect: 'none', touchAction: 'none' }}
            onPointerMove={e => {
              const d = drag.current
              if (!d) return
              const dx = (e.clientX - d.px) / scale
              const dy = (e.clientY - d.py) / scale
              set(d.mode === 'move' ? { ...d.start, x: d.start.x + dx, y: d.start.y + dy } : { ...d.start, w: d.start.w + dx })
            }}
            onPointerUp={() => { drag.current = null }}>
            <img src={src} alt="要裁剪的封面" width={W * scale} height={H * scale} style={{ display: 'block' }} draggable={false} />
            <div
              role="group" tabIndex={0} aria-label={`裁剪框：方向键移动，加号放大，减号缩小（${Math.round(frame.w)}×${Math.round(frame.w / ratio)}）`}
              style={{ position: 'absolute', left: frame.x * scale, top: frame.y * scale, width: frame.w * scale, height: (frame.w / ratio) * scale, outline: '2px solid #fff', boxShadow: '0 0 0 9999px rgba(0,0,0,.45)', cursor: 'move' }}
              onPointerDown={e => { e.currentTarget.setPointerCapture(e.pointerId); drag.current = { mode: 'move', px: e.clientX, py: e.clientY, start: frame } }}
              onPointerUp={() => { drag.current = null }}
              onPointerMove={e => {
                const d = drag.current
                if (d?.mode === 'move') set({ ...d.start, x: d.start.x + (e.clientX - d.px) / scale, y: d.start.y + (e.clientY - d.py) / scale })
              }}
              onKeyDown={e => {
                const step = W / 50
                const moves: Record<string, Partial<Frame>> = {
                  ArrowLeft: { x: frame.x - step }, ArrowRight: { x: frame.x + step }, ArrowUp: { y: frame.y - step }, ArrowDown: { y: frame.y + step },
                  '+': { w: frame.w + step }, '=': { w: frame.w + step }, '-': { w: frame.w - step },
                }
                if (!moves[e.key]) return
                e.preventDefault()
                set({ ...frame, ...moves[e.key] })
              }}
            >
              <div aria-hidden style={{ position: 'absolute', right: -7, bottom: -7, width: 14, height: 14, background: '#fff', border: '1px solid #c8161d', cursor: 'nwse-resize' }}
                onPointerDown={e => { e.stopPropagation(); e.currentTarget.parentElement!.parentElement!.setPointerCapture(e.pointerId); drag.current = { mode: 'size', px: e.clientX, py: e.clientY, start: frame } }} />
            </div>
          </div>
        )}
        <Typography.Text type="secondary">裁剪后的图片作为新图片上传，原图不变。</Typography.Text>
      </Space>
    </Modal>
  )
}
