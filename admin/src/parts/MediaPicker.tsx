// Pictures and a video for a story, uploaded through the site's own upload calls (what readers' uploads
// go through: checked, cleaned, kept), kept as the site's addresses.
import { lazy, Suspense, useRef, useState } from 'react'
import { App, Button, Image, Input, Space } from 'antd'
import type { UploadedImage, UploadedVideo } from '../../../types/api/upload'
import type { StoryPicture } from '../../../types/api/admin'
import { problem, upload } from '../api'
import { sitePath } from './BodyEditor'

/** the crop dialog, loaded when a cover is cropped */
const CoverCrop = lazy(() => import('./CoverCrop').then(m => ({ default: m.CoverCrop })))

/** the site's media as the console shows it (a path is on this site) */
export const shown = (url: string) => (url.startsWith('/') ? location.origin + url : url)

function useUpload<T>(url: string) {
  const { message } = App.useApp()
  const [busy, setBusy] = useState(false)
  const send = async (file: File): Promise<T | null> => {
    setBusy(true)
    try {
      return await upload<T>(url, file)
    } catch (err) {
      void message.error(problem(err))
      return null
    } finally {
      setBusy(false)
    }
  }
  return { busy, send }
}

function FileButton({ label, accept, busy, onFile }: { label: string; accept: string; busy: boolean; onFile: (f: File) => void }) {
  const input = useRef<HTMLInputElement>(null)
  return (
    <>
      <Button loading={busy} onClick={() => input.current?.click()}>{label}</Button>
      <input ref={input} type="file" accept={accept} style={{ display: 'none' }} aria-label={label} onChange={e => { const f = e.target.files?.[0]; e.target.value = ''; if (f) onFile(f) }} />
    </>
  )
}

/**
 * cover pictures, in order (the lists show the first, or three); `label` names them (封面, 商品图片 …);
 * `crop`: the shape the lists show them in, each may be cropped to (CoverCrop)
 */
export function CoverPicker({ value = [], onChange, max, label = '封面', crop }: { value?: string[]; onChange?: (v: string[]) => void; max: number; label?: string; crop?: number }) {
  const { busy, send } = useUpload<UploadedImage>('/v1/upload/image')
  const [cropping, setCropping] = useState<number | null>(null)
  return (
    <Space wrap align="start">
      {value.map((url, i) => (
        <Space key={url + i} direction="vertical" size={4}>
          <Image src={shown(url)} alt={`${label}${i + 1}`} width={120} height={80} style={{ objectFit: 'cover' }} />
          <Space size={4}>
            {crop !== undefined && <Button size="small" onClick={() => setCropping(i)}>裁剪{label}{i + 1}</Button>}
            <Button size="small" danger onClick={() => onChange?.(value.filter((_, j) => j !== i))}>移除{label}{i + 1}</Button>
          </Space>
        </Space>
      ))}
      {value.length < max && <FileButton label={`上传${label}`} accept="image/*" busy={busy} onFile={async f => { const made = await send(f); if (made) onChange?.([...value, sitePath(made.url)]) }} />}
      {cropping !== null && crop !== undefined && value[cropping] !== undefined && (
        <Suspense fallback={null}><CoverCrop src={shown(value[cropping])} ratio={crop} onCancel={() => setCropping(null)} onCropped={async file => {
          const made = await send(file)
          if (made) { onChange?.(value.map((u, j) => (j === cropping ? sitePath(made.url) : u))); setCropping(null) }
        }} /></Suspense>
      )}
    </Space>
  )
}

/** a picture story's pictures with their captions */
export function GalleryPicker({ value = [], onChange }: { value?: StoryPicture[]; onChange?: (v: StoryPicture[]) => void }) {
  const { busy, send } = useUpload<UploadedImage>('/v1/upload/image')
  const set = (i: number, p: StoryPicture | null) => onChange?.(p ? value.map((x, j) => (j === i ? p : x)) : value.filter((_, j) => j !== i))
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {value.map((p, i) => (
        <Space key={p.url + i} align="start">
          <Image src={shown(p.url)} alt={p.caption || `图片${i + 1}`} width={120} height={80} style={{ objectFit: 'cover' }} />
          <Input.TextArea aria-label={`图片${i + 1}说明`} placeholder="图片说明" maxLength={200} rows={3} style={{ width: 360 }} value={p.caption} onChange={e => set(i, { ...p, caption: e.target.value })} />
          <Button size="small" danger onClick={() => set(i, null)}>移除</Button>
        </Space>
      ))}
      <FileButton label="添加图片" accept="image/*" busy={busy} onFile={async f => { const made = await send(f); if (made) onChange?.([...value, { url: sitePath(made.url), caption: '' }]) }} />
    </Space>
  )
}

/** a video story's video */
export function VideoPicker({ value = '', onChange }: { value?: string; onChange?: (v: string) => void }) {
  const { busy, send } = useUpload<UploadedVideo>('/v1/upload/video')
  return (
    <Space direction="vertical">
      {value && <video src={shown(value)} controls width={320} aria-label="已上传的视频" />}
      <Space>
        <FileButton label={value ? '换一个视频' : '上传视频'} accept="video/mp4" busy={busy} onFile={async f => { const made = await send(f); if (made) onChange?.(sitePath(made.url)) }} />
        {value && <Button danger onClick={() => onChange?.('')}>移除视频</Button>}
      </Space>
    </Space>
  )
}
