// 渝农's pure rules on the phone: a price change as readers read it, the way from the home's 全部行情 to the
// board's tab, the forecast's day names, and the trend's bars (small moves show; a flat series stands level).
import { changeText, dayName, pathTo } from '../../src/stores/rural'
import { trendBars } from '../../src/packages/rural/trend'
import type { RuralTab } from '../../types/api/rural'

const tab = (id: number, kind: RuralTab['kind'], children: RuralTab[] = []): RuralTab => ({ id, name: `t${id}`, kind, columnId: null, children })

it('says a change with its arrow and two decimals, no change as 持平, none as nothing', () => {
  expect(changeText(0.3, '持平')).toBe('↑0.30')
  expect(changeText(-0.05, '持平')).toBe('↓0.05')
  expect(changeText(0, '持平')).toBe('持平')
  expect(changeText(null, '持平')).toBe('')
})

it('finds the board\'s tab below its groups, or nothing', () => {
  const tabs = [tab(1, 'column'), tab(2, 'group', [tab(3, 'group', [tab(4, 'prices')]), tab(5, 'column')]), tab(6, 'prices')]
  expect(pathTo(tabs, t => t.kind === 'prices')).toEqual([2, 3, 4])
  expect(pathTo([tab(6, 'prices')], t => t.kind === 'prices')).toEqual([6])
  expect(pathTo([tab(1, 'column')], t => t.kind === 'prices')).toEqual([])
})

it('names the forecast\'s days', () => {
  expect([0, 1, 2, 3].map((i, n) => dayName(i, [5, 6, 7, 1][n]))).toEqual(['今天', '明天', '周日', '周一'])
})

it('draws a trend from a floor below its lowest price: the lowest bar short but there, the highest full; a flat series at half', () => {
  const bars = trendBars([{ day: '11-01', price: 10 }, { day: '11-02', price: 10.5 }, { day: '11-03', price: 12 }])
  expect(bars.map(b => b.height)).toEqual([28, 46, 100])
  expect(trendBars([{ day: 'a', price: 3 }, { day: 'b', price: 3 }]).map(b => b.height)).toEqual([50, 50])
  expect(trendBars([])).toEqual([])
})
