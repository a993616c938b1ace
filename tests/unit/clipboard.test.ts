// Copy messages: '复制成功' as a toast, '复制失败' as an alert, on both targets (H5 with its own dialogs).
import { clipboard as h5Clipboard } from '../../src/platform/clipboard.h5'
import { clipboard as weappClipboard } from '../../src/platform/clipboard.weapp'
import Taro from '@tarojs/taro'
import { waitFor } from '@testing-library/react'
import { callsOf } from './support/taro'

function setClipboardApi(writeText: ((t: string) => Promise<void>) | undefined, secure = true) {
  Object.defineProperty(window.navigator, 'clipboard', { value: writeText ? { writeText } : undefined, configurable: true })
  Object.defineProperty(window, 'isSecureContext', { value: secure, configurable: true })
}

function setExecCommand(result: boolean) {
  Object.defineProperty(document, 'execCommand', { value: jest.fn(() => result), configurable: true })
}

/** what the H5 dialogs show: the toast's text (if showing), and the open dialog's */
const h5Toast = () => { const t = document.querySelector<HTMLElement>('.sy-toast'); return t && !t.hidden ? t.textContent : null }
const h5Dialog = () => document.querySelector('[role=dialog] .sy-dialog__content')?.textContent ?? null

describe('h5 clipboard', () => {
  // (the toast element stays, as in the app: it is hidden between tests)
  afterEach(() => { document.querySelectorAll<HTMLElement>('.sy-toast').forEach(e => { e.hidden = true }); document.querySelectorAll('.sy-dialog').forEach(e => e.remove()) })

  it('copies with the Clipboard API and says 复制成功', async () => {
    const writeText = jest.fn(() => Promise.resolve())
    setClipboardApi(writeText)
    expect(await h5Clipboard.copy('966966')).toBe(true)
    expect(writeText).toHaveBeenCalledWith('966966')
    expect(h5Toast()).toBe('复制成功')
  })

  it('falls back to a selected textarea when the API is missing', async () => {
    setClipboardApi(undefined, false)
    setExecCommand(true)
    expect(await h5Clipboard.copy('966966')).toBe(true)
    expect(document.execCommand).toHaveBeenCalledWith('copy')
    expect(document.querySelectorAll('textarea')).toHaveLength(0)
    expect(h5Toast()).toBe('复制成功')
  })

  it('alerts 复制失败 when nothing can copy', async () => {
    setClipboardApi(() => Promise.reject(new Error('denied')))
    setExecCommand(false)
    const copied = h5Clipboard.copy('966966')
    // the alert waits for its 确定
    await waitFor(() => expect(h5Dialog()).toBe('复制失败'))
    expect(h5Toast()).toBeNull()
    document.querySelector<HTMLButtonElement>('[role=dialog] button')!.click()
    expect(await copied).toBe(false)
  })
})

describe('weapp clipboard', () => {
  it('copies with setClipboardData and says 复制成功', async () => {
    expect(await weappClipboard.copy('966966')).toBe(true)
    expect(callsOf('setClipboardData')).toEqual([{ data: '966966' }])
    expect(callsOf('showToast').map(t => t.title)).toEqual(['复制成功'])
  })

  it('alerts 复制失败 when setClipboardData fails', async () => {
    jest.spyOn(Taro, 'setClipboardData').mockReturnValueOnce(Promise.reject(new Error('fail')) as never)
    expect(await weappClipboard.copy('966966')).toBe(false)
    expect(callsOf('showModal')).toEqual([expect.objectContaining({ content: '复制失败' })])
  })
})
