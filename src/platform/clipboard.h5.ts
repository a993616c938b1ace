// Clipboard on H5: the async Clipboard API, falling back to a selected textarea and execCommand
// (older WebViews and pages without a secure context).
import type { ClipboardAdapter } from './clipboard'
import { COPY_FAILED, COPY_OK, TOAST_MS } from './messages'
import { dialogs } from './dialogs.h5'

function legacyCopy(text: string): boolean {
  const area = document.createElement('textarea')
  area.value = text
  area.setAttribute('readonly', '')
  area.style.position = 'fixed'
  area.style.opacity = '0'
  document.body.appendChild(area)
  area.select()
  area.setSelectionRange(0, text.length)
  try {
    return document.execCommand('copy')
  } catch {
    return false
  } finally {
    document.body.removeChild(area)
  }
}

export const clipboard: ClipboardAdapter = {
  async copy(text) {
    let copied = false
    if (navigator.clipboard && window.isSecureContext) {
      try {
        await navigator.clipboard.writeText(text)
        copied = true
      } catch {
        copied = false
      }
    }
    if (!copied) copied = legacyCopy(text)
    if (copied) dialogs.toast(COPY_OK, TOAST_MS)
    else await dialogs.alert(COPY_FAILED)
    return copied
  },
}
