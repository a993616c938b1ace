// The points shop's words, shared by the app (src/stores/shop.ts, the shop's pages) and the server's first
// screen of a goods page (server/src/content/first-paint.ts).
import { COOPERATION_LIMITS, type CooperationKind, type GoodsKind, type OrderStatus } from '../types/api/shop'

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

/** a page of the shop's standing texts (ShopInfo): a title over sections, each a heading and its paragraphs */
export interface ShopInfoText { title: string; sections: readonly { heading?: string; paragraphs: readonly string[] }[] }

/** 免责声明 (/AccumulatedPoints/disclaimer): what the shop answers for, and what the merchants do */
export const DISCLAIMER_TEXT = {
  title: '免责声明',
  sections: [
    { paragraphs: ['上游积分商城中的优惠券、门票和服务由对应商家提供，商品的质量、使用规则和售后由商家负责；上游新闻负责审核商家资质，并协助读者处理兑换中出现的问题。'] },
    { paragraphs: ['商品图片仅供参考，请以商家实际提供的商品或服务为准。优惠券和门票请在有效期内使用，过期未使用的，积分不予退回。'] },
    { paragraphs: ['积分不能转让、不能兑换现金。以作弊、刷分等不正当方式获得的积分，上游新闻有权扣回，情节严重的将限制账号使用积分商城。'] },
    { paragraphs: ['因不可抗力、商家停业或系统维护导致兑换不能完成的，已扣除的积分将原路退回。'] },
  ],
} as const

/** the shop's user agreement (/AccumulatedPoints/secureprotocol) */
export const PROTOCOL_TEXT = {
  title: '积分商城用户协议',
  sections: [
    { heading: '一、账号', paragraphs: ['使用积分商城需要登录上游新闻账号。账号仅限本人使用，因账号借给他人使用造成的积分损失由账号持有人承担。'] },
    { heading: '二、积分', paragraphs: ['积分按「积分规则」获得和使用：每次获得的积分在次年12月31日过期，使用时先用最早获得的积分；删除或被隐藏的内容所获得的积分将被扣回。'] },
    { heading: '三、兑换', paragraphs: ['每次兑换在扣除积分的同时锁定库存，兑换成功后生成订单；优惠券和门票附有券码，请妥善保管，不要截图分享给他人。未使用的订单可以取消，积分原路退回；已核销或已发货的订单不能取消。'] },
    { heading: '四、个人信息', paragraphs: ['兑换实物时填写的收货地址只用于寄送该商品；商务合作表单中的联系方式只用于上游新闻与你联系。上游新闻不会把你的个人信息提供给与兑换无关的第三方。'] },
    { heading: '五、协议变更', paragraphs: ['上游新闻可能根据业务调整修改本协议，修改后的协议将在本页面公布，继续使用积分商城即视为同意修改后的协议。'] },
  ],
} as const

/** 关于我们 (/AccumulatedPoints/aboutUs) */
export const ABOUT_TEXT = {
  title: '关于我们',
  sections: [
    { paragraphs: ['上游积分商城是上游新闻为读者开设的积分兑换平台。读者在上游新闻签到、阅读、评论、参与帮帮和发现所获得的积分，可以在这里兑换本地商家的优惠券、景点和场馆门票以及上游新闻的周边礼品。'] },
    { heading: '我们的商家', paragraphs: ['商城的商品由上游新闻与重庆本地商家共同提供，每一家商家都经过上游新闻的审核。券码由商家凭二维码或券码当面核销，每个券码只能使用一次。'] },
    { heading: '积分从哪里来', paragraphs: ['积分的获得方式、每日上限和有效期都写在「积分规则」页面；每一笔积分的来龙去脉都可以在「积分明细」里查到。'] },
    { heading: '联系我们', paragraphs: ['对积分或兑换有疑问，请到「客服中心」联系我们；希望入驻商城或开展合作的商家，请填写「商务合作」表单。'] },
  ],
} as const

/** 客服中心 (/AccumulatedPoints/customerservice): the hotline and its hours (the site's config), the questions asked most */
export const SERVICE_TEXT = {
  title: '客服热线',
  hours: (h: string) => `服务时间：${h}`,
  copy: '复制号码',
  faq: '常见问题',
  questions: [
    { q: '积分什么时候到账？', a: '签到、阅读和分享的积分即时到账；评论、回答、提问和发帖在公开后到账，需要审核的内容在审核通过后到账。' },
    { q: '兑换的券码在哪里看？', a: '在积分商城首页点「我的兑换」，或「优惠券」「门票」，打开订单即可看到二维码和券码。' },
    { q: '兑换后还能取消吗？', a: '未使用的优惠券、门票和未发货的实物都可以在订单页取消，积分会原路退回，原来的有效期不变。' },
    { q: '商家说券码已被使用怎么办？', a: '订单页会显示核销时间。如果不是你本人使用，请拨打客服热线，我们会和商家一起核实。' },
  ],
} as const

/** 积分规则 (/AccumulatedPoints/rules): the server's rules as they stand, then the levels and how points expire */
export const RULES_TEXT = {
  earn: '如何获得积分',
  cap: (n: number) => (n > 0 ? `每天最多${n}次` : '不限次数'),
  points: (p: number, g: number) => `积分+${p} 成长值+${g}`,
  levels: '等级说明',
  levelLine: '成长值累计达到 100、500、2000、5000、10000 分别升至 Lv2–Lv6，成长值不会减少。',
  expiry: '积分有效期',
  expiryLine: '每次获得的积分在次年12月31日24时过期，过期前30天会通过消息提醒你；使用积分时先用最早获得的。',
  reverse: '删除或被隐藏的评论、回答和内容，其获得的积分将被扣回（已使用的部分不再扣回）。',
} as const

/** the longest phone number the form takes (a landline with its area code) */
export const COOPERATION_PHONE_MAX = 14

/** 商务合作's form (the shop's /AccumulatedPoints/cooperation and the newspaper's /business-cooperation/home) */
export const COOPERATION_TEXT = {
  company: '公司/机构名称',
  contact: '联系人',
  phone: '联系电话',
  phoneHint: '手机号或带区号的座机',
  kind: '合作类型',
  content: '合作内容',
  contentHint: `请简要介绍你的公司和合作设想（至少${COOPERATION_LIMITS.contentMin}个字）`,
  count: (n: number) => `${n}/${COOPERATION_LIMITS.content}`,
  send: '提交',
  sending: '提交中…',
  sent: '我们已收到你的合作申请，工作人员会在3个工作日内与你联系。',
  again: '再提交一份',
  needCompany: '请填写公司或机构名称',
  needContact: '请填写联系人',
  badPhone: '请输入正确的联系电话',
  badKind: '请选择合作类型',
  needContent: `合作内容至少${COOPERATION_LIMITS.contentMin}个字`,
} as const

/** the newspaper's business-cooperation page (/business-cooperation/home) */
export const BUSINESS_TEXT = {
  title: '与上游新闻合作',
  intro: '上游新闻立足重庆，覆盖客户端、网站、微信小程序和报纸。我们期待与本地企业、机构携手，一起服务好每一位读者。',
  offers: '合作方式',
  hotline: (tel: string, hours: string) => `合作热线：${tel}${hours ? `（${hours}）` : ''}`,
  form: '提交合作意向',
} as const

/** what each kind of cooperation is, as the page offers it */
export const OFFERS: Record<CooperationKind, string> = {
  商品入驻: '本地商家入驻上游积分商城，以优惠券、门票和好物回馈读者。',
  广告合作: '客户端、网站、小程序和报纸版面的品牌广告与内容推广。',
  活动合作: '联合举办评选、展会、公益和读者见面会等线上线下活动。',
  其他: '内容共建、数据服务、渠道合作……有想法，欢迎来谈。',
}
