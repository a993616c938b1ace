// /AccumulatedPoints/disclaimer: what the shop answers for, and what the merchants do.
import PageShell from '../../../../components/PageShell'
import ShopInfo from '../../components/ShopInfo'

export const DISCLAIMER_TEXT = {
  title: '免责声明',
  sections: [
    { paragraphs: ['上游积分商城中的优惠券、门票和服务由对应商家提供，商品的质量、使用规则和售后由商家负责；上游新闻负责审核商家资质，并协助读者处理兑换中出现的问题。'] },
    { paragraphs: ['商品图片仅供参考，请以商家实际提供的商品或服务为准。优惠券和门票请在有效期内使用，过期未使用的，积分不予退回。'] },
    { paragraphs: ['积分不能转让、不能兑换现金。以作弊、刷分等不正当方式获得的积分，上游新闻有权扣回，情节严重的将限制账号使用积分商城。'] },
    { paragraphs: ['因不可抗力、商家停业或系统维护导致兑换不能完成的，已扣除的积分将原路退回。'] },
  ],
} as const

export default function DisclaimerPage() {
  return (
    <PageShell route='ShopDisclaimer'>
      <ShopInfo title={DISCLAIMER_TEXT.title} sections={DISCLAIMER_TEXT.sections} />
    </PageShell>
  )
}
