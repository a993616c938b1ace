// The e-paper: editions by date, the edition's pages, a page image whose article blocks can be tapped,
// the page's articles as a list, and the article itself.
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Picture } from '../../../../platform/picture'
import { ScrollArea } from '../../../../platform/scroll-area'
import { observer } from 'mobx-react-lite'
import type { RouteName } from '../../../../../common/routes'
import type { EpaperPage } from '@types-api/epaper'
import PageShell from '../../../../components/PageShell'
import Tabs from '../../../../components/Tabs'
import Popup from '../../../../components/Popup'
import RichContent from '../../../../components/RichContent'
import Skeleton from '../../../../components/Skeleton'
import EmptyState from '../../../../components/EmptyState'
import { epaperArticle, epaperDates, epaperEdition } from '../../../../stores/epaper'
import { useResource } from '../../../../stores/resource'
import { PAGE_ARTICLES, paperDateLabel } from '../../../../../common/epaper'
import './index.scss'

export { PAGE_ARTICLES, paperDateLabel as dateLabel }

const Article = observer(function Article({ id, onClose }: { id: number; onClose: () => void }) {
  const article = epaperArticle(id)
  useResource(article)
  const a = article.data
  return (
    <Popup open title={a ? a.pageName : ''} onClose={onClose} className='epaper-article'>
      <ScrollArea className='epaper-article__scroll' direction='y'>
        {a ? (
          <View className='epaper-article__body'>
            <Text className='epaper-article__title'>{a.title}</Text>
            {a.subtitle ? <Text className='epaper-article__subtitle'>{a.subtitle}</Text> : null}
            <Text className='epaper-article__meta'>{a.name} {a.date} · {a.author}</Text>
            <RichContent html={a.content} />
          </View>
        ) : article.error ? <EmptyState text={article.error} /> : <Skeleton rows={2} />}
      </ScrollArea>
    </Popup>
  )
})

function PageView({ page, onOpen }: { page: EpaperPage; onOpen: (id: number) => void }) {
  return (
    <>
      <View className='epaper__paper'>
      <View className='epaper__sheet'>
        <Picture className='epaper__image' src={page.image} mode='scaleToFill' />
        {page.articles.map(a => (
          <View
            key={a.id}
            className='epaper__area'
            style={{ left: `${a.area[0]}%`, top: `${a.area[1]}%`, width: `${a.area[2]}%`, height: `${a.area[3]}%` }}
            onClick={() => onOpen(a.id)}
          />
        ))}
      </View>
      </View>
      <View className='epaper__list'>
        <Text className='epaper__list-title'>{PAGE_ARTICLES}</Text>
        {page.articles.map(a => (
          <View key={a.id} className='epaper__article' onClick={() => onOpen(a.id)}>
            <Text>{a.title}</Text>
          </View>
        ))}
      </View>
    </>
  )
}

export interface EpaperScreenProps {
  route: RouteName
  paper: string
}

function EpaperScreen({ route, paper }: EpaperScreenProps) {
  const [date, setDate] = useState<string | undefined>(undefined)
  const dates = useResource(epaperDates(paper))
  const edition = useResource(epaperEdition(paper, date))
  const [pageNum, setPageNum] = useState(1)
  const [article, setArticle] = useState<number | null>(null)
  const current = edition.data?.date
  const page = edition.data?.pages.find(p => p.num === pageNum) ?? edition.data?.pages[0]
  const pickDate = (d: string) => {
    setDate(d)
    setPageNum(1)
  }
  return (
    <PageShell route={route} title={edition.data?.name ?? dates.data?.name} firstScreenReady={!!edition.data || !!edition.error}>
      <ScrollArea className='epaper__dates'>
        <View className='epaper__dates-row'>
          {(dates.data?.dates ?? []).map(d => (
            <View key={d} className={`epaper__date${d === current ? ' epaper__date--active' : ''}`} onClick={() => pickDate(d)}>
              <Text>{paperDateLabel(d)}</Text>
            </View>
          ))}
        </View>
      </ScrollArea>
      {edition.error ? <EmptyState text={edition.error} /> : null}
      {edition.data && page ? (
        <>
          <Tabs items={edition.data.pages.map(p => ({ key: p.num, title: p.name }))} active={page.num} onChange={setPageNum} />
          <PageView page={page} onOpen={setArticle} />
        </>
      ) : !edition.error ? <Skeleton rows={3} /> : null}
      {article ? <Article id={article} onClose={() => setArticle(null)} /> : null}
    </PageShell>
  )
}

export default observer(EpaperScreen)
