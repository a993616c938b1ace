// Pictures and videos on H5: a file input (album or camera, as the phone offers), a video's first frame
// drawn on a canvas for its cover, and XMLHttpRequest, whose upload reports progress (fetch does not).
import type { MediaAdapter, PickedImage, PickedVideo } from './media'

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif'
// (video/* lets a phone offer its camera; the server judges what was sent)
const ACCEPT_VIDEO = 'video/mp4,video/quicktime,video/*'
/** how long a browser may take to show a clip's first frame before it goes without a cover */
const FRAME_WAIT_MS = 6000
const COVER_EDGE = 1280

function pick(accept: string, multiple: boolean): Promise<File[]> {
  return new Promise(resolve => {
    const input = document.createElement('input')
    input.type = 'file'
    input.accept = accept
    input.multiple = multiple
    input.style.display = 'none'
    const done = (files: File[]) => {
      input.remove()
      resolve(files)
    }
    input.addEventListener('change', () => done([...(input.files ?? [])]))
    input.addEventListener('cancel', () => done([]))
    document.body.appendChild(input)
    input.click()
  })
}

/** the clip's length and its first frame as a JPEG; what the browser cannot decode has neither */
function firstFrame(file: File): Promise<{ duration: number; cover: PickedImage | null }> {
  return new Promise(resolve => {
    const url = URL.createObjectURL(file)
    const video = document.createElement('video')
    let duration = 0
    let settled = false
    const finish = (cover: PickedImage | null) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      video.removeAttribute('src')
      video.load()
      URL.revokeObjectURL(url)
      resolve({ duration, cover })
    }
    const timer = setTimeout(() => finish(null), FRAME_WAIT_MS)
    video.muted = true
    video.playsInline = true
    video.preload = 'auto'
    video.addEventListener('error', () => finish(null))
    video.addEventListener('loadedmetadata', () => {
      duration = Number.isFinite(video.duration) ? Math.round(video.duration) : 0
      // a little in: a clip's very first frame is often black
      video.currentTime = Math.min(0.1, (video.duration || 0) / 2)
    })
    video.addEventListener('seeked', () => {
      const scale = Math.min(1, COVER_EDGE / Math.max(video.videoWidth, video.videoHeight, 1))
      const canvas = document.createElement('canvas')
      canvas.width = Math.max(1, Math.round(video.videoWidth * scale))
      canvas.height = Math.max(1, Math.round(video.videoHeight * scale))
      const ctx = canvas.getContext('2d')
      if (!ctx || !video.videoWidth) return finish(null)
      ctx.drawImage(video, 0, 0, canvas.width, canvas.height)
      canvas.toBlob(blob => {
        if (!blob) return finish(null)
        const cover = new File([blob], 'cover.jpg', { type: 'image/jpeg' })
        finish({ preview: URL.createObjectURL(cover), size: cover.size, source: cover })
      }, 'image/jpeg', 0.85)
    }, { once: true })
    video.src = url
  })
}

function post(url: string, header: Record<string, string>, form: FormData, onProgress: (percent: number) => void) {
  return new Promise<{ statusCode: number; data: unknown; header: unknown }>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', url)
    for (const [k, v] of Object.entries(header)) xhr.setRequestHeader(k, v)
    xhr.upload.onprogress = e => { if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100)) }
    xhr.onload = () => resolve({ statusCode: xhr.status, data: xhr.responseText, header: { authorization: xhr.getResponseHeader('authorization') ?? '' } })
    xhr.onerror = () => reject(new Error('upload failed'))
    xhr.ontimeout = () => reject(new Error('upload timed out'))
    xhr.send(form)
  })
}

export const media: MediaAdapter = {
  async chooseImages(max) {
    const files = await pick(ACCEPT, max > 1)
    return files.slice(0, max).map(f => ({ preview: URL.createObjectURL(f), size: f.size, source: f }))
  },
  sendImage({ url, header, image, onProgress }) {
    const form = new FormData()
    form.append('file', image.source as File)
    return post(url, header, form, onProgress)
  },
  async chooseVideo(): Promise<PickedVideo | null> {
    const [file] = await pick(ACCEPT_VIDEO, false)
    if (!file) return null
    const { duration, cover } = await firstFrame(file)
    return { source: file, size: file.size, duration, cover }
  },
  sendVideo({ url, header, video, coverId, onProgress }) {
    const form = new FormData()
    // the cover's id first: the server reads the fields as they come
    if (coverId) form.append('coverId', String(coverId))
    form.append('file', video.source as File)
    return post(url, header, form, onProgress)
  },
}
