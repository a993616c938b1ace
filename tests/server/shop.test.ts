// The points shop, provably correct: the last 10 items to 100 readers at once → exactly 10 orders, stock
// 0, the 90 others refused and not charged; points for 3 and 20 parallel exchanges → exactly 3; a retried
// idempotency key → one order; no quantity but a whole 1–10; cancelling refunds by a new entry and brings
// the stock back; a crash between hold and confirm is voided; a merchant redeems a code once; and the
// books reconcile after all of it.
import type { ShopOrder } from '../../types/api/shop'
import type { Reconciliation } from '../../types/api/points'
import { createTestServer, getJson, testReader, type TestServer } from './helpers'
import { post } from './auth-helpers'
import { openBalances } from '../../server/src/db/seed/points'
import { ShopService } from '../../server/src/services/shop'

let server: TestServer
beforeAll(async () => { server = await createTestServer() })
afterAll(() => server.close())

const db = () => server.database.db
const auth = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {})
let seq = 0
const key = () => `test-${process.pid}-${++seq}-${Math.random().toString(36).slice(2, 8)}`

/** a reader with `points` to spend */
async function funded(points: number) {
  const r = await testReader(server)
  await db().updateTable('users').set({ credit: points }).where('id', '=', r.id).execute()
  await openBalances(db(), Date.now(), r.id)
  return r
}
async function goods(over: Partial<{ price: number; stock: number; per_user: number; kind: string }> = {}) {
  const { id } = await db().insertInto('shop_goods').values({ title: `测试商品${++seq}`, kind: over.kind ?? 'coupon', category: '测试', price: over.price ?? 100, stock: over.stock ?? 100, per_user: over.per_user ?? 0, created_at: Date.now() })
    .returning('id').executeTakeFirstOrThrow()
  return id
}
const exchange = (token: string, body: Record<string, unknown>) => post(server.app, '/v1/shop/exchange', body, token)
const credit = async (id: number) => (await db().selectFrom('users').select('credit').where('id', '=', id).executeTakeFirstOrThrow()).credit
const stock = async (id: number) => (await db().selectFrom('shop_goods').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock

it('sells the last 10 items to exactly 10 of 100 readers at once; the others are refused and not charged', async () => {
  const g = await goods({ price: 100, stock: 10 })
  const readers = await Promise.all(Array.from({ length: 100 }, () => funded(300)))
  const res = await Promise.all(readers.map(r => exchange(r.token, { goodsId: g, quantity: 1, idemKey: key() })))
  const won = res.filter(x => x.body.statusCode === 200)
  expect(won).toHaveLength(10)
  expect(res.filter(x => x.body.statusCode === 409).every(x => x.body.message === '库存不足')).toBe(true)
  expect(await stock(g)).toBe(0)
  const charged = (await Promise.all(readers.map(r => credit(r.id)))).filter(c => c === 200)
  expect(charged).toHaveLength(10)
  expect((await Promise.all(readers.map(r => credit(r.id)))).filter(c => c === 300)).toHaveLength(90)
  expect(won.every(x => (x.body.data as ShopOrder).status === 'confirmed' && /^[A-Z2-9]{12}$/.test((x.body.data as ShopOrder).code))).toBe(true)
})

it('lets a reader with points for 3 get exactly 3 of 20 parallel exchanges', async () => {
  const g = await goods({ price: 100, stock: 100 })
  const r = await funded(300)
  const res = await Promise.all(Array.from({ length: 20 }, () => exchange(r.token, { goodsId: g, quantity: 1, idemKey: key() })))
  expect(res.filter(x => x.body.statusCode === 200)).toHaveLength(3)
  expect(res.filter(x => x.body.statusCode === 409).every(x => x.body.message === '积分不足')).toBe(true)
  expect([await credit(r.id), await stock(g)]).toEqual([0, 97])
})

it('makes one order of a retried idempotency key, even sent at once', async () => {
  const g = await goods({ price: 50 })
  const r = await funded(500)
  const k = key()
  const res = await Promise.all(Array.from({ length: 10 }, () => exchange(r.token, { goodsId: g, quantity: 2, idemKey: k })))
  expect(res.every(x => x.body.statusCode === 200)).toBe(true)
  expect(new Set(res.map(x => (x.body.data as ShopOrder).id)).size).toBe(1)
  expect([await credit(r.id), await stock(g)]).toEqual([400, 98])
  expect((await exchange(r.token, { goodsId: g, quantity: 1, idemKey: k })).body).toMatchObject({ statusCode: 409, message: '该请求已用于另一次兑换' })
})

it('refuses quantities that are not a whole 1–10, a per-reader limit, and a physical good without an address', async () => {
  const g = await goods({ price: 10, per_user: 2 })
  const r = await funded(1000)
  for (const quantity of [0, -1, 1.5, 11, 'x']) {
    const res = await exchange(r.token, { goodsId: g, quantity, idemKey: key() })
    expect(res.status).toBe(400)
  }
  expect([await credit(r.id), await stock(g)]).toEqual([1000, 100])
  expect((await exchange(r.token, { goodsId: g, quantity: 2, idemKey: key() })).body.statusCode).toBe(200)
  expect((await exchange(r.token, { goodsId: g, quantity: 1, idemKey: key() })).body).toMatchObject({ statusCode: 409, message: '每人最多兑换2件' })
  const bag = await goods({ price: 10, kind: 'physical' })
  expect((await exchange(r.token, { goodsId: bag, quantity: 1, idemKey: key() })).body.message).toBe('请填写收货地址')
  expect((await exchange(r.token, { goodsId: bag, quantity: 1, idemKey: key(), address: '重庆市渝中区解放碑1号' })).body.data).toMatchObject({ status: 'confirmed', code: '', address: '重庆市渝中区解放碑1号' })
})

it('cancels by a refund entry and brings the stock back; once, and only the reader’s own', async () => {
  const g = await goods({ price: 120 })
  const r = await funded(300)
  const order = (await exchange(r.token, { goodsId: g, quantity: 1, idemKey: key() })).body.data as ShopOrder
  const other = await funded(0)
  expect((await post(server.app, '/v1/shop/order/cancel', { id: order.id }, other.token)).body).toMatchObject({ statusCode: 403, message: '只能操作自己的订单' })
  expect((await post(server.app, '/v1/shop/order/cancel', { id: order.id }, r.token)).body.message).toBe('已取消，积分已退回')
  expect((await post(server.app, '/v1/shop/order/cancel', { id: order.id }, r.token)).body).toMatchObject({ statusCode: 409, message: '该订单不能取消' })
  expect([await credit(r.id), await stock(g)]).toEqual([300, 100])
  const ledger = (await getJson<{ list: { kind: string; points: number; reason: string }[] }>(server.app, '/v1/points/ledger', auth(r.token))).body.data.list
  expect(ledger.slice(0, 2).map(e => [e.kind, e.points])).toEqual([['refund', 120], ['hold', -120]])
  expect((await getJson<ShopOrder>(server.app, `/v1/shop/order?id=${order.id}`, auth(r.token))).body.data.status).toBe('cancelled')
})

it('voids an exchange whose confirmation fails: the points and the stock come back', async () => {
  const g = await goods({ price: 100, stock: 5 })
  const r = await funded(200)
  const broken = new ShopService(db(), Object.assign(Object.create(server.app.services.points), { spend: async () => { throw new Error('the database went away') } }))
  await expect(broken.exchange(r.id, { goodsId: g, quantity: 1, idemKey: key() }, '')).rejects.toThrow('the database went away')
  expect([await credit(r.id), await stock(g)]).toEqual([200, 5])
  const orders = await db().selectFrom('shop_orders').select('status').where('user_id', '=', r.id).execute()
  expect(orders).toEqual([{ status: 'void' }])
})

/** a merchant account, linked by an administrator to these goods */
async function merchantOf(goodsIds: number[], nickname = '科技馆售票处') {
  const admin = await testReader(server, { role: 'admin' })
  const merchant = await testReader(server, { role: 'merchant', nickname })
  for (const goodsId of goodsIds) {
    expect((await post(server.app, '/admin/v1/shop/merchants/link', { goodsId, userId: merchant.id }, admin.token)).body).toMatchObject({ statusCode: 200, message: '已关联' })
  }
  return merchant
}

it('lets a merchant redeem a code once; again says who and when', async () => {
  const g = await goods({ price: 10, kind: 'ticket' })
  const r = await funded(100)
  const order = (await exchange(r.token, { goodsId: g, quantity: 1, idemKey: key() })).body.data as ShopOrder
  const reader = await testReader(server)
  expect((await post(server.app, '/admin/v1/shop/redeem', { code: order.code }, reader.token)).status).toBe(403)
  const merchant = await merchantOf([g])
  expect((await post(server.app, '/admin/v1/shop/redeem', { code: order.code.toLowerCase() }, merchant.token)).body).toMatchObject({ statusCode: 200, message: '核销成功' })
  const again = await post(server.app, '/admin/v1/shop/redeem', { code: order.code }, merchant.token)
  expect(again.body).toMatchObject({ statusCode: 409, message: expect.stringMatching(/^该券码已于\d{4}-\d\d-\d\d \d\d:\d\d由科技馆售票处核销$/) })
  expect((await post(server.app, '/v1/shop/order/cancel', { id: order.id }, r.token)).body.message).toBe('该订单不能取消')
  expect((await post(server.app, '/admin/v1/shop/redeem', { code: 'NOSUCHCODE22' }, merchant.token)).body.message).toBe('券码不存在')
})

it('a merchant redeems only the codes of goods its account is linked to; another merchant’s code is "no such code", with no details (issue 24 §5)', async () => {
  const books = await goods({ price: 10, kind: 'coupon' })
  const noodles = await goods({ price: 10, kind: 'coupon' })
  const r = await funded(100)
  const ofBooks = (await exchange(r.token, { goodsId: books, quantity: 1, idemKey: key() })).body.data as ShopOrder
  const ofNoodles = (await exchange(r.token, { goodsId: noodles, quantity: 1, idemKey: key() })).body.data as ShopOrder
  const bookshop = await merchantOf([books], '解放碑书店')
  const noodleShop = await merchantOf([noodles], '老街小面')
  // the noodle shop tries the bookshop's code, before and after it is used: the same answer as a made-up one
  const unknown = { statusCode: 404, message: '券码不存在', data: null }
  expect((await post(server.app, '/admin/v1/shop/redeem', { code: ofBooks.code }, noodleShop.token)).body).toEqual(unknown)
  expect((await post(server.app, '/admin/v1/shop/redeem', { code: ofBooks.code }, bookshop.token)).body.statusCode).toBe(200)
  expect((await post(server.app, '/admin/v1/shop/redeem', { code: ofBooks.code }, noodleShop.token)).body).toEqual(unknown)
  // a merchant account linked to nothing redeems nothing
  const unlinked = await testReader(server, { role: 'merchant' })
  expect((await post(server.app, '/admin/v1/shop/redeem', { code: ofNoodles.code }, unlinked.token)).body).toEqual(unknown)
  expect((await db().selectFrom('shop_orders').select('status').where('id', '=', ofNoodles.id).executeTakeFirstOrThrow()).status).toBe('confirmed')
  // who redeems what: administrators link and unlink, and only merchant accounts
  const admin = await testReader(server, { role: 'admin' })
  expect((await getJson<{ nickname: string }[]>(server.app, `/admin/v1/shop/merchants?goodsId=${books}`, auth(admin.token))).body.data.map(m => m.nickname)).toEqual(['解放碑书店'])
  expect((await post(server.app, '/admin/v1/shop/merchants/link', { goodsId: books, userId: r.id }, admin.token)).body.message).toBe('该用户不是商家账号')
  expect((await post(server.app, '/admin/v1/shop/merchants/link', { goodsId: books, userId: noodleShop.id }, noodleShop.token)).status).toBe(403)
  expect((await post(server.app, '/admin/v1/shop/merchants/unlink', { goodsId: noodles, userId: noodleShop.id }, admin.token)).body.message).toBe('已取消关联')
  // the console names the merchant by its account's phone
  const noodlePhone = (await db().selectFrom('users').select('phone').where('id', '=', noodleShop.id).executeTakeFirstOrThrow()).phone
  expect((await post(server.app, '/admin/v1/shop/merchants/link', { goodsId: noodles }, admin.token)).body.message).toBe('请填写商家账号的手机号')
  expect((await post(server.app, '/admin/v1/shop/merchants/link', { goodsId: noodles, phone: '13999990001' }, admin.token)).body.message).toBe('该手机号还没有注册')
  const byPhone = await post(server.app, '/admin/v1/shop/merchants/link', { goodsId: noodles, phone: noodlePhone }, admin.token)
  expect([byPhone.body.message, byPhone.body.data.userId]).toEqual(['已关联', noodleShop.id])
  expect((await getJson<{ userId: number }[]>(server.app, `/admin/v1/shop/merchants?goodsId=${noodles}`, auth(admin.token))).body.data.map(m => m.userId)).toContain(noodleShop.id)
  await post(server.app, '/admin/v1/shop/merchants/unlink', { goodsId: noodles, userId: noodleShop.id }, admin.token)
  expect((await post(server.app, '/admin/v1/shop/redeem', { code: ofNoodles.code }, noodleShop.token)).body).toEqual(unknown)
})

it('a physical good is shipped with a tracking note, then received; it cannot be cancelled once shipped (issue 24 §7)', async () => {
  const bag = await goods({ price: 50, kind: 'physical', stock: 5 })
  const r = await funded(100)
  const order = (await exchange(r.token, { goodsId: bag, quantity: 1, idemKey: key(), address: '重庆市渝中区解放碑步行街1号 张三 13800001234' })).body.data as ShopOrder
  expect(order).toMatchObject({ status: 'confirmed', code: '', tracking: '', shippedAt: '' })
  const editor = await testReader(server, { role: 'editor' })
  const toShip = await getJson<{ list: (ShopOrder & { reader: string })[] }>(server.app, '/admin/v1/shop/orders?status=confirmed&pageSize=40', auth(editor.token))
  expect(toShip.body.data.list.find(o => o.id === order.id)).toMatchObject({ address: expect.stringContaining('解放碑'), reader: expect.any(String), code: '' })
  // the reader cannot ship their own order; a merchant of other goods does not see or ship it
  expect((await post(server.app, '/admin/v1/shop/orders/ship', { id: order.id, tracking: '顺丰 SF1' }, r.token)).status).toBe(403)
  const other = await merchantOf([await goods({ kind: 'physical' })], '别家')
  expect((await getJson<{ list: ShopOrder[] }>(server.app, '/admin/v1/shop/orders?pageSize=40', auth(other.token))).body.data.list.map(o => o.id)).not.toContain(order.id)
  expect((await post(server.app, '/admin/v1/shop/orders/ship', { id: order.id, tracking: '顺丰 SF1' }, other.token)).body).toMatchObject({ statusCode: 404, message: '订单不存在' })
  expect((await post(server.app, '/admin/v1/shop/orders/ship', { id: order.id, tracking: ' ' }, editor.token)).body.message).toBe('请填写快递公司和单号（或送达方式）')
  // not received before it is shipped
  expect((await post(server.app, '/v1/shop/order/receive', { id: order.id }, r.token)).body).toMatchObject({ statusCode: 409, message: '该订单还未发货' })
  expect((await post(server.app, '/admin/v1/shop/orders/ship', { id: order.id, tracking: '顺丰 SF1234567890' }, editor.token)).body).toMatchObject({ statusCode: 200, message: '已发货' })
  expect((await post(server.app, '/admin/v1/shop/orders/ship', { id: order.id, tracking: '顺丰 SF1234567890' }, editor.token)).body.message).toBe('该订单不能发货')
  // shipped: no refund any more; the reader heard of it
  const before = [await credit(r.id), await stock(bag)]
  expect((await post(server.app, '/v1/shop/order/cancel', { id: order.id }, r.token)).body).toMatchObject({ statusCode: 409, message: '订单已发货，不能取消' })
  expect([await credit(r.id), await stock(bag)]).toEqual(before)
  const mine = await getJson<ShopOrder>(server.app, `/v1/shop/order?id=${order.id}`, auth(r.token))
  expect(mine.body.data).toMatchObject({ status: 'shipped', tracking: '顺丰 SF1234567890', shippedAt: expect.stringMatching(/^\d{4}-/) })
  const told = await db().selectFrom('messages').select(['title', 'body', 'route']).where('user_id', '=', r.id).execute()
  expect(told).toContainEqual({ title: '你兑换的商品已发货', body: expect.stringContaining('顺丰 SF1234567890'), route: 'ShopOrder' })
  // received by the reader only, once
  const stranger = await testReader(server)
  expect((await post(server.app, '/v1/shop/order/receive', { id: order.id }, stranger.token)).status).toBe(403)
  expect((await post(server.app, '/v1/shop/order/receive', { id: order.id }, r.token)).body).toMatchObject({ statusCode: 200, message: '已确认收货' })
  expect((await post(server.app, '/v1/shop/order/cancel', { id: order.id }, r.token)).body.message).toBe('订单已发货，不能取消')
  expect((await getJson<ShopOrder>(server.app, `/v1/shop/order?id=${order.id}`, auth(r.token))).body.data).toMatchObject({ status: 'received', receivedAt: expect.stringMatching(/^\d{4}-/) })
  // a merchant linked to its goods ships its own physical orders too
  const seller = await merchantOf([bag], '上游新闻文创')
  const second = (await exchange(r.token, { goodsId: bag, quantity: 1, idemKey: key(), address: '重庆市江北区观音桥1号' })).body.data as ShopOrder
  expect((await post(server.app, '/admin/v1/shop/orders/ship', { id: second.id, tracking: '自提：观音桥门店' }, seller.token)).body.statusCode).toBe(200)
})

it('shows the home: categories and banners on the first page, goods by category and by a keyword', async () => {
  const home = await getJson<{ list: { title: string; category: string }[]; categories: string[]; banners: { goodsId: number; title: string; image: string }[] }>(server.app, '/v1/shop/goods?pageSize=20')
  expect(home.body.data.categories).toEqual(expect.arrayContaining(['优惠券', '门票', '实物']))
  expect(home.body.data.banners.map(b => b.title)).toEqual(['解放碑书店 20元代金券', '重庆科技馆 门票一张'])
  expect(home.body.data.banners[0].image).toMatch(/^http.*\/media\/images\/scene-81\.jpg$/)
  const tickets = await getJson<{ list: { category: string }[]; banners: unknown[] }>(server.app, `/v1/shop/goods?category=${encodeURIComponent('门票')}`)
  expect(tickets.body.data.list.length).toBeGreaterThanOrEqual(2)
  expect(tickets.body.data.list.every(g => g.category === '门票')).toBe(true)
  const found = await getJson<{ list: { title: string }[] }>(server.app, `/v1/shop/goods?keyword=${encodeURIComponent('小面')}`)
  expect(found.body.data.list.map(g => g.title)).toEqual(['老街小面 双人套餐券'])
  // a wildcard is a character, not a pattern
  expect((await getJson<{ list: unknown[] }>(server.app, '/v1/shop/goods?keyword=%25')).body.data.list).toEqual([])
  // a later page carries neither again
  expect((await getJson<{ categories: string[]; banners: unknown[] }>(server.app, '/v1/shop/goods?page=2&pageSize=2')).body.data).toMatchObject({ categories: [], banners: [] })
})

it('lists a reader’s coupons and tickets apart', async () => {
  const coupon = await goods({ price: 10, kind: 'coupon' })
  const ticket = await goods({ price: 10, kind: 'ticket' })
  const r = await funded(100)
  await exchange(r.token, { goodsId: coupon, quantity: 1, idemKey: key() })
  await exchange(r.token, { goodsId: ticket, quantity: 1, idemKey: key() })
  const kinds = async (q: string) => (await getJson<{ list: ShopOrder[] }>(server.app, `/v1/shop/orders${q}`, auth(r.token))).body.data.list.map(o => o.goods.kind)
  expect(await kinds('')).toEqual(['ticket', 'coupon'])
  expect(await kinds('?kind=coupon')).toEqual(['coupon'])
  expect(await kinds('?kind=ticket')).toEqual(['ticket'])
  expect((await getJson(server.app, '/v1/shop/orders?kind=other', auth(r.token))).status).toBe(400)
})

it('takes a business-cooperation request field by field, three a day, and the newsroom reads and handles it', async () => {
  const r = await testReader(server, { nickname: '文创小王' })
  const good = { company: '重庆山城文创有限公司', contact: '王经理', phone: '139 0000 1111', kind: '商品入驻', content: '我们有山城主题的文创产品，希望进入积分商城。' }
  const send = (body: Record<string, unknown>) => post(server.app, '/v1/shop/cooperation', body, r.token)
  const visitor = await post(server.app, '/v1/shop/cooperation', good)
  expect(visitor.body).toMatchObject({ statusCode: 301, message: '未登录或登录过期，请重新登录' })
  expect((await send({ ...good, company: ' ' })).body.message).toBe('请填写公司或机构名称')
  expect((await send({ ...good, contact: '' })).body.message).toBe('请填写联系人')
  expect((await send({ ...good, phone: '12345' })).body.message).toBe('请输入正确的联系电话')
  expect((await send({ ...good, kind: '投资' })).body.message).toBe('请选择合作类型')
  expect((await send({ ...good, content: '想合作' })).body.message).toBe('合作内容至少10个字')
  expect((await send({ ...good, content: '合'.repeat(501) })).body.message).toBe('合作内容不能超过500个字')
  expect((await getJson<{ list: unknown[] }>(server.app, '/admin/v1/shop/cooperation?status=new&pageSize=40', auth((await testReader(server, { role: 'editor' })).token))).body.data.list
    .filter(x => (x as { from: string }).from === '文创小王')).toEqual([])
  const sent = await send(good)
  expect(sent.body).toMatchObject({ statusCode: 200, message: '提交成功，我们会尽快与您联系' })
  // a landline with its area code is a phone too
  expect((await send({ ...good, phone: '023-63900000' })).body.statusCode).toBe(200)
  expect((await send(good)).body.statusCode).toBe(200)
  expect((await send(good)).body).toMatchObject({ statusCode: 429, message: '今天已提交3次，请明天再试' })

  // the newsroom's inbox: editors only
  expect((await getJson(server.app, '/admin/v1/shop/cooperation', auth(r.token))).status).toBe(403)
  const editor = await testReader(server, { role: 'editor' })
  const inbox = await getJson<{ list: { id: number; company: string; phone: string; from: string; status: string }[] }>(server.app, '/admin/v1/shop/cooperation?pageSize=40', auth(editor.token))
  const mine = inbox.body.data.list.filter(x => x.from === '文创小王')
  expect(mine).toHaveLength(3)
  expect(mine[2]).toMatchObject({ company: '重庆山城文创有限公司', phone: '13900001111', status: 'new' })
  expect((await post(server.app, '/admin/v1/shop/cooperation/handle', { id: mine[0].id }, r.token)).status).toBe(403)
  expect((await post(server.app, '/admin/v1/shop/cooperation/handle', { id: mine[0].id }, editor.token)).body.message).toBe('已处理')
  expect((await post(server.app, '/admin/v1/shop/cooperation/handle', { id: mine[0].id }, editor.token)).body).toMatchObject({ statusCode: 409, message: '该合作申请已处理' })
  const handled = await getJson<{ list: { id: number; handledAt: string }[] }>(server.app, '/admin/v1/shop/cooperation?status=handled', auth(editor.token))
  expect(handled.body.data.list.find(x => x.id === mine[0].id)?.handledAt).toMatch(/^\d{4}-/)
})

it('the newsroom puts goods on sale, edits them and keeps their stock, each audited; nobody else may (issue 29)', async () => {
  const editor = await testReader(server, { role: 'editor' })
  const merchant = await testReader(server, { role: 'merchant' })
  const reader = await testReader(server)
  const fields = { title: '洪崖洞夜游船票', kind: 'ticket', category: '门票', cover: '/media/images/scene-7.jpg', description: '两江夜景游船一张。', merchant: '重庆两江游', price: 800, stock: 20, perUser: 2 }
  // field by field, in the words the console shows
  const refused = async (body: Record<string, unknown>) => (await post(server.app, '/admin/v1/shop/goods/save', body, editor.token)).body.message
  expect(await refused({ ...fields, title: ' ' })).toBe('请填写商品名称（不超过30个字）')
  expect(await refused({ ...fields, category: '' })).toBe('请填写分类（不超过8个字）')
  expect(await refused({ ...fields, cover: '' })).toBe('请上传商品图片')
  expect(await refused({ ...fields, cover: 'https://elsewhere.example/a.jpg' })).toBe('图片和视频须是本站上传的')
  expect(await refused({ ...fields, price: 0 })).toBe('兑换积分须是1到1000000的整数')
  expect(await refused({ ...fields, stock: -1 })).toBe('库存须是0到1000000的整数')
  expect(await refused({ ...fields, perUser: 101 })).toBe('每人限兑须是0到100的整数（0为不限）')
  for (const who of [merchant, reader]) expect((await post(server.app, '/admin/v1/shop/goods/save', fields, who.token)).status).toBe(403)
  expect(await db().selectFrom('shop_goods').select('id').where('title', '=', fields.title).executeTakeFirst()).toBeUndefined()

  const added = await post(server.app, '/admin/v1/shop/goods/save', fields, editor.token)
  expect(added.body.message).toBe('已上架')
  const id = added.body.data.id as number
  const detail = await getJson<{ title: string; stock: number; perUser: number; price: number }>(server.app, `/v1/shop/goods/detail?id=${id}`)
  expect(detail.body.data).toMatchObject({ title: '洪崖洞夜游船票', stock: 20, perUser: 2, price: 800 })

  // an edit keeps the stock exchanges left; the stock changes by what is added or taken
  const buyer = await funded(2000)
  expect((await post(server.app, '/v1/shop/exchange', { goodsId: id, quantity: 2, idemKey: key() }, buyer.token)).body.message).toBe('兑换成功')
  const edited = await post(server.app, '/admin/v1/shop/goods/save', { ...fields, id, price: 600, stock: 999, onSale: true }, editor.token)
  expect(edited.body.message).toBe('已保存')
  expect((await db().selectFrom('shop_goods').select(['price', 'stock']).where('id', '=', id).executeTakeFirstOrThrow())).toEqual({ price: 600, stock: 18 })
  const restocked = await post(server.app, '/admin/v1/shop/goods/stock', { id, delta: 12 }, editor.token)
  expect([restocked.body.message, restocked.body.data.stock]).toEqual(['库存已更新', 30])
  expect((await post(server.app, '/admin/v1/shop/goods/stock', { id, delta: -31 }, editor.token)).body).toMatchObject({ statusCode: 409, message: '库存不能少于0（现有30件）' })
  expect((await post(server.app, '/admin/v1/shop/goods/stock', { id, delta: 0 }, editor.token)).body.message).toBe('请填写要增加或减少的件数')
  expect((await post(server.app, '/admin/v1/shop/goods/stock', { id, delta: 5 }, merchant.token)).status).toBe(403)

  // taken off sale: gone from the shop, still in the console's list with its orders
  await post(server.app, '/admin/v1/shop/goods/save', { ...fields, id, price: 600, onSale: false }, editor.token)
  expect((await getJson(server.app, `/v1/shop/goods/detail?id=${id}`)).body.message).toBe('商品不存在或已下架')
  let mine: { id: number; onSale: boolean; stock: number; orders: number } | undefined
  for (let page = 1; !mine; page++) {
    const got = await getJson<{ list: { id: number; onSale: boolean; stock: number; orders: number }[]; hasMore: boolean }>(server.app, `/admin/v1/shop/goods?pageSize=40&page=${page}`, auth(editor.token))
    mine = got.body.data.list.find(g => g.id === id)
    if (!got.body.data.hasMore) break
  }
  expect(mine).toMatchObject({ onSale: false, stock: 30, orders: 1 })
  expect((await getJson(server.app, '/admin/v1/shop/goods', auth(reader.token))).status).toBe(403)

  // each step in the audit log, with the goods before and after
  const log = await db().selectFrom('moderation_audit').select(['action', 'before', 'after', 'detail']).where('kind', '=', 'shop-goods').where('ref_id', '=', id).orderBy('id').execute()
  expect(log.map(l => l.action)).toEqual(['goods-add', 'goods-edit', 'goods-stock', 'goods-edit'])
  expect(JSON.parse(log[1].before!)).toMatchObject({ price: 800, stock: 18 })
  expect(JSON.parse(log[1].after!)).toMatchObject({ price: 600, stock: 18 })
  expect([log[2].detail, JSON.parse(log[2].before!), JSON.parse(log[2].after!)]).toEqual(['+12', { stock: 18 }, { stock: 30 }])
})

it('reconciles with no difference after all of it', async () => {
  const admin = await testReader(server, { role: 'admin' })
  const books = (await post(server.app, '/admin/v1/points/reconcile', {}, admin.token)).body.data as Reconciliation
  expect([books.differences, books.unbalancedEntries]).toEqual([[], []])
})
