// H5: a toast (role=status, read out by screen readers) and a modal dialog (role=dialog, real buttons)
// made of a few elements; one of each at a time, the newest replacing the one showing.
import type { DialogsAdapter } from './dialogs'
import './dialogs.h5.scss'

let toastEl: HTMLElement | null = null
let toastTimer: ReturnType<typeof setTimeout> | undefined

function showToast(title: string, duration: number, loading: boolean): void {
  if (!toastEl) {
    toastEl = document.createElement('div')
    toastEl.className = 'sy-toast'
    toastEl.setAttribute('role', 'status')
    toastEl.setAttribute('aria-live', 'polite')
    document.body.appendChild(toastEl)
  }
  toastEl.classList.toggle('sy-toast--loading', loading)
  toastEl.replaceChildren()
  if (loading) {
    const spinner = document.createElement('span')
    spinner.className = 'sy-toast__spinner'
    toastEl.appendChild(spinner)
  }
  const text = document.createElement('span')
  text.className = 'sy-toast__text'
  text.textContent = title
  toastEl.appendChild(text)
  toastEl.hidden = false
  clearTimeout(toastTimer)
  toastTimer = setTimeout(() => { if (toastEl) toastEl.hidden = true }, duration)
}

function dialog(title: string, content: string, buttons: { text: string; primary?: boolean }[]): Promise<number> {
  return new Promise(resolve => {
    const mask = document.createElement('div')
    mask.className = 'sy-dialog'
    const box = document.createElement('div')
    box.className = 'sy-dialog__box'
    box.setAttribute('role', 'dialog')
    box.setAttribute('aria-modal', 'true')
    if (title) {
      const h = document.createElement('div')
      h.className = 'sy-dialog__title'
      h.id = `sy-dialog-${Date.now()}`
      h.textContent = title
      box.appendChild(h)
      box.setAttribute('aria-labelledby', h.id)
    }
    const body = document.createElement('div')
    body.className = 'sy-dialog__content'
    body.textContent = content
    box.appendChild(body)
    const foot = document.createElement('div')
    foot.className = 'sy-dialog__foot'
    buttons.forEach((b, i) => {
      const button = document.createElement('button')
      button.type = 'button'
      button.className = `sy-dialog__button${b.primary ? ' sy-dialog__button--primary' : ''}`
      button.textContent = b.text
      button.addEventListener('click', () => {
        mask.remove()
        resolve(i)
      })
      foot.appendChild(button)
    })
    box.appendChild(foot)
    mask.appendChild(box)
    document.body.appendChild(mask)
    foot.querySelector<HTMLButtonElement>('.sy-dialog__button--primary')?.focus()
  })
}

export const dialogs: DialogsAdapter = {
  toast: (title, duration) => showToast(title, duration, false),
  loadingToast: (title, duration) => showToast(title, duration, true),
  alert: content => dialog('', content, [{ text: '确定', primary: true }]).then(() => undefined),
  confirm: async ({ title, content, confirmText, cancelText }) =>
    (await dialog(title, content, [{ text: cancelText }, { text: confirmText, primary: true }])) === 1,
}
