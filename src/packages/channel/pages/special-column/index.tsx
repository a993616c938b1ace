// /SpecialColumn?classId=…: a special opened at one of its categories.
import { useRouter } from '@tarojs/taro'
import SpecialScreen from '../../components/SpecialScreen'
import { numberParam } from '../../../../utils/params'

export default function SpecialColumnPage() {
  const { params } = useRouter()
  return <SpecialScreen route='SpecialColumn' classId={numberParam(params.classId)} />
}
