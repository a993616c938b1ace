// Copy messages: '复制成功' as a toast, '复制失败' as an alert, on both targets.
import { clipboard as h5Clipboard } from '../../src/platform/clipboard.h5'
import { clipboard as weappClipboard } from '../../src/platform/clipboard.weapp'
import Taro from '@tarojs/taro'
import { callsOf } from './support/taro'

function setClipboardApi(writeText: ((t: string) => Promise<void>) | undefined, secure = true) {
  Object.defineProperty(window.navigator, 'clipboard', { value: writeText ? { writeText } : undefined, configurable: true })
  Object.defineProperty(window, 'isSecureContext', { value: secure, configurable: true })
}

function setExecCommand(result: boolean) {
  Object.defineProperty(document, 'execCommand', { value: jest.fn(() => result), configurable: true })
}

describe('h5 clipboard', () => {
  it('copies with the Clipboard API and says 复制成功', async () => {
    const writeText = jest.fn(() => Promise.resolve())
    setClipboardApi(writeText)
    expect(await h5Clipboard.copy('966966')).toBe(true)
    expect(writeText).toHaveBeenCalledWith('966966')
    expect(callsOf('showToast').map(t => t.title)).toEqual(['复制成功'])
  })

  it('falls back to a selected textarea when the API is missing', async () => {
    setClipboardApi(undefined, false)
    setExecCommand(true)
    expect(await h5Clipboard.copy('966966')).toBe(true)
    expect(document.execCommand).toHaveBeenCalledWith('copy')
    expect(document.querySelectorAll('textarea')).toHaveLength(0)
    expect(callsOf('showToast').map(t => t.title)).toEqual(['复制成功'])
  })

  it('alerts 复制失败 when nothing can copy', async () => {
    setClipboardApi(() => Promise.reject(new Error('denied')))
    setExecCommand(false)
    expect(await h5Clipboard.copy('966966')).toBe(false)
    expect(callsOf('showToast')).toEqual([])
    expect(callsOf('showModal')).toEqual([expect.objectContaining({ content: '复制失败', showCancel: false })])
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
