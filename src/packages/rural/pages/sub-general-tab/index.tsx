// /yu-nong/sub-general-tab?id=…&active=…: a tab below one of 渝农's own (种植 under 技术) as a page.
import TabPage from '../../components/TabPage'

export default function SubGeneralTabPage() {
  return <TabPage route='ruralSubGeneralTab' />
}
