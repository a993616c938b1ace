// The points shop's words, shared by the app (src/stores/shop.ts, the shop's pages) and the server's first
// screen of a goods page (server/src/content/first-paint.ts).
import type { GoodsKind, OrderStatus } from '../types/api/shop'

export const SHOP_TEXT = {
  all: '全部',
  points: (n: number) => `${n}积分`,
  stock: (n: number) => (n > 0 ? `剩余${n}件` : '已兑完'),
  perUser: (n: number) => `每人限兑${n}件`,
  merchant: (m: string) => `商家：${m}`,
  exchange: '立即兑换',
  soldOut: '已兑完',
  noGoods: '暂无商品',
  kinds: { coupon: '优惠券', ticket: '门票', physical: '实物' } satisfies Record<GoodsKind, string>,
  // the exchange form
  quantity: '兑换数量',
  address: '收货地址',
  addressHint: '省市区、街道、门牌号，收件人和电话',
  total: (n: number) => `共需${n}积分`,
  balance: (n: number) => `我的积分：${n}`,
  short: (n: number) => `积分不足，还差${n}积分`,
  confirm: '确认兑换',
  exchanging: '兑换中…',
  // orders
  status: { held: '处理中', confirmed: '待使用', cancelled: '已取消', redeemed: '已使用', shipped: '已发货', received: '已收货' } satisfies Record<OrderStatus, string>,
  physicalStatus: { held: '处理中', confirmed: '待发货', cancelled: '已取消', redeemed: '已发货', shipped: '已发货', received: '已收货' } satisfies Record<OrderStatus, string>,
  noOrders: '还没有兑换记录，去积分商城看看吧',
  noCoupons: '还没有优惠券',
  noTickets: '还没有门票',
  code: '券码',
  codeHint: '到店出示二维码或券码，由商家核销',
  copyCode: '复制券码',
  redeemedAt: (t: string) => `核销时间：${t}`,
  orderTime: (t: string) => `兑换时间：${t}`,
  spent: (n: number, q: number) => `${n}积分 × ${q}`,
  cancel: '取消兑换',
  cancelAsk: '确定取消这次兑换吗？积分将退回你的账户。',
  shipTo: (a: string) => `收货地址：${a}`,
  tracking: (t: string) => `物流信息：${t}`,
  shippedAt: (t: string) => `发货时间：${t}`,
  receivedAt: (t: string) => `收货时间：${t}`,
  receive: '确认收货',
  receiveAsk: '确认已经收到商品了吗？',
  shippedNoCancel: '商品已发货，不能取消兑换',
} as const

export const GOODS_TEXT = {
  about: '商品介绍',
  how: '兑换须知',
  howLines: {
    coupon: ['兑换成功后，在「我的兑换」或「优惠券」中查看券码和二维码。', '到店出示二维码或券码，由商家核销；每个券码只能使用一次。', '未使用的券可以取消兑换，积分原路退回。'],
    ticket: ['兑换成功后，在「我的兑换」或「门票」中查看券码和二维码。', '凭二维码或券码到售票处换票，每个券码只能使用一次。', '未使用的门票可以取消兑换，积分原路退回。'],
    physical: ['兑换时填写收货地址，兑换后15个工作日内寄出。', '发货前可以取消兑换，积分原路退回。'],
  },
} as const

/** the shop's home (/AccumulatedPoints/index): the reader's points, or the way to log in for them */
export const POINTS_TEXT = {
  balance: '我的积分',
  /** points taken back after they were spent (issue 24 §6): what the reader sees below zero */
  owing: '有已用掉的积分因内容被删除、隐藏或取消置顶而扣回，积分为负时暂不能兑换，之后获得的积分会先抵扣',
  growth: '成长值',
  level: '等级',
  next: (n: number) => `距下一等级还需${n}成长值`,
  top: '已是最高等级',
  signIn: '签到',
  signed: '今日已签到',
  streak: (n: number) => `已连续签到${n}天`,
  expiring: (points: number, at: string) => `${points}积分将于${at}过期`,
  ledger: '积分明细',
  rules: '积分规则',
  orders: '我的兑换',
  coupons: '优惠券',
  tickets: '门票',
  search: '搜索商品',
  goods: '积分兑换',
  login: '登录查看我的积分',
  loginHint: '签到、阅读、评论都能攒积分',
} as const

/** the ways from the shop's home to the reader's own pages */
export const POINTS_ENTRIES = [
  { route: 'ShopOrders', title: POINTS_TEXT.orders },
  { route: 'ShopCoupons', title: POINTS_TEXT.coupons },
  { route: 'ShopTickets', title: POINTS_TEXT.tickets },
  { route: 'PointsLedger', title: POINTS_TEXT.ledger },
  { route: 'PointsRules', title: POINTS_TEXT.rules },
] as const

/** the shop's footer: customer service, about us, business cooperation, the disclaimer, the user agreement */
export const SHOP_LINKS = [
  { route: 'ShopService', title: '客服中心' },
  { route: 'ShopAbout', title: '关于我们' },
  { route: 'ShopCooperation', title: '商务合作' },
  { route: 'ShopDisclaimer', title: '免责声明' },
  { route: 'ShopProtocol', title: '用户协议' },
] as const
