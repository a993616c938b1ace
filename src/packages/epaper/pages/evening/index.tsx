// /maeNewspaper: 重庆晚报.
import EpaperScreen from '../../components/EpaperScreen'
import { PAPERS } from '../../../../../common/routes'

export default function EveningPaper() {
  return <EpaperScreen route='maeNewspaper' paper={PAPERS.maeNewspaper} />
}
