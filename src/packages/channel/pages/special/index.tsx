// /SpecialPage?classId=…: a special.
import { useRouter } from '@tarojs/taro'
import SpecialScreen from '../../components/SpecialScreen'

export default function SpecialPage() {
  const { params } = useRouter()
  return <SpecialScreen route='SpecialPage' classId={Number(params.classId)} />
}
