// News detail from the legacy CMS controller (/NewsDetailWeb?classId=…&newsId=…): the same story page.
import NewsDetailView from '../../views/NewsDetailView'

export default function NewsDetailWebPage() {
  return <NewsDetailView route='NewsDetailWeb' source='cms' />
}
