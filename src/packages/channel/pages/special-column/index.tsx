// /SpecialColumn?classId=…: a special opened at one of its categories.
import { useRouter } from '@tarojs/taro'
import SpecialScreen from '../../components/SpecialScreen'

export default function SpecialColumnPage() {
  const { params } = useRouter()
  return <SpecialScreen route='SpecialColumn' classId={Number(params.classId)} />
}
