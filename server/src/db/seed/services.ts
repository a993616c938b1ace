// 帮帮's service directory on every site: the region's public-service hotlines and online services.
import type { Kysely } from 'kysely'
import type { DB } from '../schema'

export const SERVICES: { category: string; title: string; intro: string; kind: 'phone' | 'link'; value: string }[] = [
  { category: '政务热线', title: '市民服务热线', intro: '咨询、投诉、求助、建议，24小时受理', kind: 'phone', value: '12345' },
  { category: '政务热线', title: '消费者投诉举报', intro: '商品质量、价格、食品安全', kind: 'phone', value: '12315' },
  { category: '政务热线', title: '生态环境举报', intro: '噪声、油烟、污水、垃圾焚烧', kind: 'phone', value: '12369' },
  { category: '政务热线', title: '人社服务热线', intro: '社保、就业、劳动权益', kind: 'phone', value: '12333' },
  { category: '政务热线', title: '交通运输服务监督', intro: '出租车、公交、网约车', kind: 'phone', value: '12328' },
  { category: '政务热线', title: '医疗保障服务', intro: '医保报销、异地就医备案', kind: 'phone', value: '12393' },
  { category: '办事服务', title: '重庆市人民政府网', intro: '政策文件、政务公开、办事指南', kind: 'link', value: 'https://www.cq.gov.cn/' },
  { category: '办事服务', title: '渝快办', intro: '社保、公积金、户籍、不动产网上办理', kind: 'link', value: 'https://zwykb.cq.gov.cn/' },
  { category: '办事服务', title: '交通安全综合服务管理平台', intro: '违法查询、驾驶证与机动车业务', kind: 'link', value: 'https://cq.122.gov.cn/' },
  { category: '新闻爆料', title: '上游新闻热线', intro: '身边有新闻？拨打热线爆料', kind: 'phone', value: '966966' },
]

export async function seedServices(trx: Kysely<DB>): Promise<void> {
  await trx.insertInto('bang_services').values(SERVICES.map((s, sort) => ({ ...s, sort }))).execute()
}
