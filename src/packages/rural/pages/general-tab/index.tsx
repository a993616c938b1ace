// /yu-nong/general-tab?id=…&active=…: one of 渝农's own tabs as a page (a group's sub-tabs, `active` the
// one to open on).
import TabPage from '../../components/TabPage'

export default function GeneralTabPage() {
  return <TabPage route='ruralGeneralTab' />
}
