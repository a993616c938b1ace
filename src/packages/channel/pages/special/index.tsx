// /SpecialPage?classId=…: a special.
import { useRouter } from '@tarojs/taro'
import SpecialScreen from '../../components/SpecialScreen'
import { numberParam } from '../../../../utils/params'

export default function SpecialPage() {
  const { params } = useRouter()
  return <SpecialScreen route='SpecialPage' classId={numberParam(params.classId)} />
}
