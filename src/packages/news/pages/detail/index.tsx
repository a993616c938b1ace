// News detail (/NewsDetail?classId=…&newsId=…).
import NewsDetailView from '../../views/NewsDetailView'

export { RETRY } from '../../views/NewsDetailView'

export default function NewsDetailPage() {
  return <NewsDetailView route='NewsDetail' source='news' />
}
