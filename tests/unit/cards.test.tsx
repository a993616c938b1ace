// What a reader sees on the cards and blocks of the reading side.
import { act, fireEvent, render, screen } from '@testing-library/react'
import LiveCard from '../../src/components/LiveCard'
import VrCard from '../../src/components/VrCard'
import VideoCard from '../../src/components/VideoCard'
import TopicItem from '../../src/components/TopicItem'
import TopicBlock from '../../src/components/TopicBlock'
import BannerCarousel from '../../src/components/BannerCarousel'
import NewsCard from '../../src/components/NewsCard'
import { useTicker, TICKER_PAUSE_MS } from '../../src/components/HeadlineTicker/ticker'
import type { NewsItem } from '../../types/api/news'
import type { Topic } from '../../types/api/topics'

const item = (over: Partial<NewsItem> = {}): NewsItem => ({
  id: 1, classId: 203, title: '直播｜重庆国际马拉松', imageUrl: ['http://x/a.jpg'], imageNum: 0, dataType: 1, showType: 2, targetUrl: '',
  pv: 12000, publishTime: '2026-11-22 10:00:00', isTop: 0, label: '', interactNum: 0, videoUrl: '', videoTime: '', isVideo: 0,
  topTitle: '', smallText: '', intro: '', customImage: '', ...over,
})

describe('live card', () => {
  it.each([
    [1, '直播中', '1.2万人在看'],
    [0, '未开始', '356人想看'],
    [2, '回放', '1.2万人看过'],
  ])('liveType %i shows %s and %s', (liveType, state, count) => {
    render(<LiveCard item={item({ liveType, appointmentNum: 356 })} onOpen={jest.fn()} />)
    expect(screen.getByText(state)).toBeTruthy()
    expect(screen.getByText(count)).toBeTruthy()
  })
})

it('the VR card marks the panorama', () => {
  render(<VrCard item={item({ dataType: 7, isVR: 1, title: 'VR｜360°看洪崖洞全景' })} onOpen={jest.fn()} />)
  expect(screen.getByText('VR 360°')).toBeTruthy()
})

it('the video card shows the duration and plays', () => {
  render(<VideoCard item={item({ dataType: 8, isVideo: 1, videoTime: '00:12', title: '视频｜山城步道' })} onOpen={jest.fn()} />)
  expect(screen.getByText('00:12')).toBeTruthy()
  expect(screen.getByText('1.2万次播放')).toBeTruthy()
})

describe('topics', () => {
  const topic: Topic = { id: 3, title: '川渝一家亲', image: 'http://x/t.jpg', intro: '', postNum: 381, replyNum: 13250 }

  it('a topic item shows #title#, N条帖子, N回复 and 跟帖', () => {
    const onOpen = jest.fn()
    const onFollow = jest.fn()
    render(<TopicItem topic={topic} onOpen={onOpen} onFollow={onFollow} />)
    expect(screen.getByText('#川渝一家亲#')).toBeTruthy()
    expect(screen.getByText('381条帖子')).toBeTruthy()
    expect(screen.getByText('1.3万回复')).toBeTruthy()
    fireEvent.click(screen.getByText('跟帖'))
    expect(onFollow).toHaveBeenCalledWith(topic)
    expect(onOpen).not.toHaveBeenCalled()
  })

  it('the swipe block leads to all topics with 查看更多', () => {
    const onMore = jest.fn()
    render(<TopicBlock title='热门话题' topics={[topic]} onOpen={jest.fn()} onMore={onMore} />)
    fireEvent.click(screen.getByText('查看更多'))
    expect(onMore).toHaveBeenCalled()
  })
})

describe('banner carousel', () => {
  it('shows dots only with more than one slide, and the slides after the first a moment later', async () => {
    const { container, rerender } = render(<BannerCarousel banners={[item({ id: 1 })]} />)
    expect(container.querySelectorAll('.banner-carousel__dot')).toHaveLength(0)
    rerender(<BannerCarousel banners={[item({ id: 1 }), item({ id: 2, title: '第二张' })]} />)
    expect(container.querySelectorAll('.banner-carousel__dot')).toHaveLength(2)
    expect(await screen.findByText('第二张')).toBeTruthy()
    expect(container.querySelectorAll('.banner-carousel__slide')).toHaveLength(2)
  })
})

it('a showType 4 card puts the date after the tags on a line that trims', () => {
  const { container } = render(<NewsCard item={item({ dataType: 3, showType: 4, label: '独家', isVideo: 1 })} onOpen={jest.fn()} />)
  const meta = container.querySelector('.news-card__meta--trim')!
  const parts = [...meta.children].map(c => c.textContent)
  expect(parts[0]).toBe('独家')
  expect(parts[1]).toBe('视频')
  expect(meta.children[2].className).toBe('news-card__time')
  expect(parts[3]).toBe('1.2万阅读')
})

describe('headline ticker', () => {
  function Probe({ overflow }: { overflow: number }) {
    return <span data-testid='offset'>{useTicker(overflow)}</span>
  }
  afterEach(() => jest.useRealTimers())

  it('stays put when the title fits', () => {
    jest.useFakeTimers()
    render(<Probe overflow={0} />)
    act(() => { jest.advanceTimersByTime(10_000) })
    expect(screen.getByTestId('offset').textContent).toBe('0')
  })

  it('pauses 3 s, moves 1 px every 50 ms, pauses 3 s at the end, then starts over', () => {
    jest.useFakeTimers()
    render(<Probe overflow={10} />)
    const offset = () => Number(screen.getByTestId('offset').textContent)
    act(() => { jest.advanceTimersByTime(TICKER_PAUSE_MS - 1) })
    expect(offset()).toBe(0)
    act(() => { jest.advanceTimersByTime(1) })
    expect(offset()).toBe(1)
    act(() => { jest.advanceTimersByTime(50 * 4) })
    expect(offset()).toBe(5)
    act(() => { jest.advanceTimersByTime(50 * 5) })
    expect(offset()).toBe(10)
    act(() => { jest.advanceTimersByTime(TICKER_PAUSE_MS - 1) })
    expect(offset()).toBe(10)
    act(() => { jest.advanceTimersByTime(1) })
    expect(offset()).toBe(0)
    act(() => { jest.advanceTimersByTime(TICKER_PAUSE_MS) })
    expect(offset()).toBe(1)
  })
})
