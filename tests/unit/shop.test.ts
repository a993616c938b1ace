// The points shop's client rules: how many one exchange may take; one idempotency key per exchange the
// reader means (kept across a retry, new for another quantity); a refusal keeps the form and says the
// server's words; 商务合作 checked as the server checks it; the QR drawn in runs that add up to its modules.
import qrcode from 'qrcode-generator'
import { CooperationForm, ExchangeForm, maxQuantity } from '../../src/stores/shop'
import { qrModules, runsOf } from '../../src/utils/qr'
import { sessionStore } from '../../src/stores/session'
import { tokenStore } from '../../src/services/token'
import { callsOf, setRequest } from './support/taro'

/* eslint-disable @typescript-eslint/no-explicit-any */
const envelope = (data: unknown, statusCode = 200, message = 'success') => ({ statusCode: 200, data: { statusCode, message, data }, header: {} })
const toasts = () => callsOf('showToast').map(t => t.title)
/** what each exchange sent (form-encoded) */
const exchanges = () => callsOf('request').filter((r: any) => r.url.includes('/v1/shop/exchange')).map((r: any) => Object.fromEntries(new URLSearchParams(String(r.data))))
const goods = (over: Record<string, unknown> = {}) => ({ id: 7, title: '老街小面 双人套餐券', kind: 'coupon', category: '优惠券', cover: '', description: '', merchant: '', price: 120, stock: 100, perUser: 3, ...over }) as any

beforeEach(() => {
  tokenStore.set('Bearer reader-token')
  sessionStore.restore()
})

it('lets one exchange take at most 10, the stock and the reader’s limit', () => {
  expect(maxQuantity({ stock: 100, perUser: 0 })).toBe(10)
  expect(maxQuantity({ stock: 4, perUser: 0 })).toBe(4)
  expect(maxQuantity({ stock: 100, perUser: 3 })).toBe(3)
  expect(maxQuantity({ stock: 0, perUser: 3 })).toBe(0)
  const form = new ExchangeForm(7)
  form.setQuantity(9, goods())
  expect(form.quantity).toBe(3)
  form.setQuantity(0, goods())
  expect(form.quantity).toBe(1)
  form.setQuantity(2.7, goods())
  expect(form.quantity).toBe(2)
})

it('sends a retry under the same key, another quantity under a new one; a refusal keeps the form', async () => {
  const form = new ExchangeForm(7)
  setRequest(async () => { throw new Error('network down') })
  await form.submit(goods())
  setRequest(async () => envelope(null, 409, '积分不足'))
  await form.submit(goods())
  expect(toasts().slice(-1)).toEqual(['积分不足'])
  const [first, retry] = exchanges()
  expect(retry.idemKey).toBe(first.idemKey)
  expect(String(first.idemKey)).toMatch(/^[A-Za-z0-9_-]{8,64}$/)
  form.setQuantity(2, goods())
  await form.submit(goods())
  expect(exchanges()[2]).toMatchObject({ goodsId: '7', quantity: '2' })
  expect(exchanges()[2].idemKey).not.toBe(first.idemKey)
  expect(form.busy).toBe(false)
})

it('asks for an address before a physical good is sent, and sends none for a coupon', async () => {
  const form = new ExchangeForm(8)
  const before = exchanges().length
  await form.submit(goods({ id: 8, kind: 'physical' }))
  expect(toasts().slice(-1)).toEqual(['请填写收货地址'])
  expect(exchanges()).toHaveLength(before)
  form.setAddress('  重庆市渝中区解放碑街道1号 张三 13900001111 ')
  setRequest(async () => envelope({ id: 1 }, 409, '库存不足'))
  await form.submit(goods({ id: 8, kind: 'physical' }))
  expect(exchanges().slice(-1)[0]).toMatchObject({ address: '重庆市渝中区解放碑街道1号 张三 13900001111' })
})

it('checks 商务合作 as the server does, in its words, before sending', () => {
  const form = new CooperationForm()
  expect(form.problem).toBe('请填写公司或机构名称')
  form.set('company', '重庆山城文创有限公司')
  expect(form.problem).toBe('请填写联系人')
  form.set('contact', '王经理')
  form.set('phone', '12345')
  expect(form.problem).toBe('请输入正确的联系电话')
  form.set('phone', '023-6390 0000')
  expect(form.problem).toBe('请选择合作类型')
  form.choose('广告合作')
  form.set('content', '想合作')
  expect(form.problem).toBe('合作内容至少10个字')
  form.set('content', '想在上游新闻投放山城文创的广告。')
  expect(form.problem).toBe('')
})

it('draws a QR whose runs add up to the generator’s modules', () => {
  const modules = qrModules('YN3UA7KZ332Y')
  const qr = qrcode(0, 'M')
  qr.addData('YN3UA7KZ332Y', 'Alphanumeric')
  qr.make()
  expect(modules).toHaveLength(qr.getModuleCount())
  modules.forEach((row, r) => {
    expect(runsOf(row).flatMap(([dark, n]) => Array(n).fill(dark))).toEqual(row)
    row.forEach((dark, c) => expect(dark).toBe(qr.isDark(r, c)))
  })
  // anything else goes as bytes
  expect(qrModules('https://example.com/券').length).toBeGreaterThan(21)
})

describe('random strings (community-side spec: 8 characters by default, letters and digits)', () => {
  it('are 8 letters and digits unless a length is asked for, and cover the alphabet', () => {
    const { randomString } = require('../../common/random') as typeof import('../../common/random')
    for (let i = 0; i < 200; i++) expect(randomString()).toMatch(/^[A-Za-z0-9]{8}$/)
    expect(randomString(16)).toHaveLength(16)
    expect(randomString(3, () => 0)).toBe('AAA')
    expect(randomString(1, () => 0.9999)).toBe('9')
  })
})
