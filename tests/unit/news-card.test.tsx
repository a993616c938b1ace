// Cards by showType: what a reader sees on each, and that thumbnails use the 20 % variant.
import { fireEvent, render, screen } from '@testing-library/react'
import NewsCard from '../../src/components/NewsCard'
import type { NewsItem } from '../../types/api/news'
import { relativeTime } from '../../common/time'

const item = (over: Partial<NewsItem>): NewsItem => ({
  id: 1, classId: 101, title: '示例新闻标题', imageUrl: ['http://x/a.jpg', 'http://x/b.jpg', 'http://x/c.jpg', 'http://x/d.jpg'],
  imageNum: 0, dataType: 3, showType: 0, targetUrl: '', pv: 12345, publishTime: '2026-11-22 10:00:00', isTop: 0, label: '独家',
  interactNum: 0, videoUrl: '', videoTime: '', isVideo: 0, topTitle: '', smallText: '', intro: '', customImage: '', ...over,
})

const images = (container: HTMLElement) => [...container.querySelectorAll('img')].map(i => i.getAttribute('src'))

it('showType 0 shows no image', () => {
  const { container } = render(<NewsCard item={item({ showType: 0 })} onOpen={jest.fn()} />)
  expect(screen.getByText('示例新闻标题')).toBeTruthy()
  expect(screen.getByText('独家')).toBeTruthy()
  expect(screen.getByText('1.2万阅读')).toBeTruthy()
  expect(images(container)).toEqual([])
})

it('showType 1 shows at most 3 thumbnails at 20 %', () => {
  const { container } = render(<NewsCard item={item({ showType: 1 })} onOpen={jest.fn()} />)
  expect(images(container)).toEqual(['a', 'b', 'c'].map(n => `http://x/${n}.jpg?x-oss-process=image/resize,p_20`))
})

it('showType 2 shows one big picture with the video duration', () => {
  const { container } = render(<NewsCard item={item({ showType: 2, isVideo: 1, videoTime: '03:21' })} onOpen={jest.fn()} />)
  expect(images(container)).toHaveLength(1)
  expect(screen.getByText('▶ 03:21')).toBeTruthy()
})

it('shows a picture set’s image count', () => {
  render(<NewsCard item={item({ showType: 2, dataType: 2, imageNum: 7 })} onOpen={jest.fn()} />)
  expect(screen.getByText('7图')).toBeTruthy()
})

it('opens the story on tap', () => {
  const onOpen = jest.fn()
  const story = item({ showType: 4 })
  render(<NewsCard item={story} onOpen={onOpen} />)
  fireEvent.click(screen.getByText('示例新闻标题'))
  expect(onOpen).toHaveBeenCalledWith(story)
})

describe('relativeTime', () => {
  const now = Date.UTC(2026, 10, 22, 8, 0, 0) // 16:00 in China
  it.each([
    ['2026-11-22 15:59:30', '刚刚'],
    ['2026-11-22 15:20:00', '40分钟前'],
    ['2026-11-22 09:00:00', '7小时前'],
    ['2026-11-20 09:00:00', '11-20'],
    ['2025-03-02 09:00:00', '2025-03-02'],
  ])('%s → %s', (t, shown) => {
    expect(relativeTime(t, now)).toBe(shown)
  })
})
