// /maeNewspaper: 重庆晚报.
import EpaperScreen from '../../components/EpaperScreen'

export default function EveningPaper() {
  return <EpaperScreen route='maeNewspaper' paper='cqwb' />
}
