// /AccumulatedPoints/aboutUs: what the points shop is and who runs it.
import PageShell from '../../../../components/PageShell'
import ShopInfo from '../../components/ShopInfo'

export const ABOUT_TEXT = {
  title: '关于我们',
  sections: [
    { paragraphs: ['上游积分商城是上游新闻为读者开设的积分兑换平台。读者在上游新闻签到、阅读、评论、参与帮帮和发现所获得的积分，可以在这里兑换本地商家的优惠券、景点和场馆门票以及上游新闻的周边礼品。'] },
    { heading: '我们的商家', paragraphs: ['商城的商品由上游新闻与重庆本地商家共同提供，每一家商家都经过上游新闻的审核。券码由商家凭二维码或券码当面核销，每个券码只能使用一次。'] },
    { heading: '积分从哪里来', paragraphs: ['积分的获得方式、每日上限和有效期都写在「积分规则」页面；每一笔积分的来龙去脉都可以在「积分明细」里查到。'] },
    { heading: '联系我们', paragraphs: ['对积分或兑换有疑问，请到「客服中心」联系我们；希望入驻商城或开展合作的商家，请填写「商务合作」表单。'] },
  ],
} as const

export default function AboutPage() {
  return (
    <PageShell route='ShopAbout'>
      <ShopInfo title={ABOUT_TEXT.title} sections={ABOUT_TEXT.sections} />
    </PageShell>
  )
}
