// /readNewspaper: 重庆晨报.
import EpaperScreen from '../../components/EpaperScreen'

export default function MorningPaper() {
  return <EpaperScreen route='readNewspaper' paper='cqcb' />
}
