// /readNewspaper: 重庆晨报.
import EpaperScreen from '../../components/EpaperScreen'
import { PAPERS } from '../../../../../common/routes'

export default function MorningPaper() {
  return <EpaperScreen route='readNewspaper' paper={PAPERS.readNewspaper} />
}
