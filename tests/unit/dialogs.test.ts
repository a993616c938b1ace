// The H5 dialogs: a toast screen readers announce, and a modal with real buttons that answers the
// reader's choice.
import { dialogs } from '../../src/platform/dialogs.h5'

afterEach(() => { document.body.replaceChildren() })

it('shows a toast as a status message and hides it after its time', () => {
  jest.useFakeTimers()
  dialogs.toast('复制成功', 2000)
  const el = document.querySelector<HTMLElement>('.sy-toast')!
  expect(el.getAttribute('role')).toBe('status')
  expect(el.textContent).toBe('复制成功')
  expect(el.hidden).toBe(false)
  // a newer toast replaces it rather than stacking
  dialogs.loadingToast('服务器开小差了,后台工作人员正在努力解决', 3000)
  expect(document.querySelectorAll('.sy-toast')).toHaveLength(1)
  expect(el.querySelector('.sy-toast__spinner')).not.toBeNull()
  jest.advanceTimersByTime(3000)
  expect(el.hidden).toBe(true)
  jest.useRealTimers()
})

it('asks for a confirmation and answers the button chosen', async () => {
  const answer = dialogs.confirm({ title: '提示', content: '你确定要删除吗？', confirmText: '确定', cancelText: '取消' })
  const box = document.querySelector('.sy-dialog__box')!
  expect(box.getAttribute('role')).toBe('dialog')
  expect(document.getElementById(box.getAttribute('aria-labelledby')!)!.textContent).toBe('提示')
  expect(box.querySelector('.sy-dialog__content')!.textContent).toBe('你确定要删除吗？')
  const buttons = [...box.querySelectorAll('button')]
  expect(buttons.map(b => b.textContent)).toEqual(['取消', '确定'])
  expect(document.activeElement).toBe(buttons[1])
  buttons[1].click()
  await expect(answer).resolves.toBe(true)
  expect(document.querySelector('.sy-dialog')).toBeNull()
  const cancelled = dialogs.confirm({ title: '', content: '可能离开微信 打开第三方应用', confirmText: '继续', cancelText: '取消' })
  document.querySelector<HTMLButtonElement>('.sy-dialog__button')!.click()
  await expect(cancelled).resolves.toBe(false)
})
