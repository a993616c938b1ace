// Pictures on H5: a file input (album or camera, as the phone offers) and XMLHttpRequest, whose upload
// reports progress (fetch does not).
import type { MediaAdapter } from './media'

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif'

export const media: MediaAdapter = {
  chooseImages(max) {
    return new Promise(resolve => {
      const input = document.createElement('input')
      input.type = 'file'
      input.accept = ACCEPT
      input.multiple = max > 1
      input.style.display = 'none'
      const done = (files: File[]) => {
        input.remove()
        resolve(files.slice(0, max).map(f => ({ preview: URL.createObjectURL(f), size: f.size, source: f })))
      }
      input.addEventListener('change', () => done([...(input.files ?? [])]))
      input.addEventListener('cancel', () => done([]))
      document.body.appendChild(input)
      input.click()
    })
  },
  sendImage({ url, header, image, onProgress }) {
    return new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest()
      xhr.open('POST', url)
      for (const [k, v] of Object.entries(header)) xhr.setRequestHeader(k, v)
      xhr.upload.onprogress = e => { if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100)) }
      xhr.onload = () => resolve({ statusCode: xhr.status, data: xhr.responseText, header: { authorization: xhr.getResponseHeader('authorization') ?? '' } })
      xhr.onerror = () => reject(new Error('upload failed'))
      xhr.ontimeout = () => reject(new Error('upload timed out'))
      const form = new FormData()
      form.append('file', image.source as File)
      xhr.send(form)
    })
  },
}
