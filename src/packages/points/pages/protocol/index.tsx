// /AccumulatedPoints/secureprotocol: the shop's user agreement — accounts, points, exchanges and privacy.
import PageShell from '../../../../components/PageShell'
import ShopInfo from '../../components/ShopInfo'

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

export default function ProtocolPage() {
  return (
    <PageShell route='ShopProtocol'>
      <ShopInfo title={PROTOCOL_TEXT.title} sections={PROTOCOL_TEXT.sections} />
    </PageShell>
  )
}
