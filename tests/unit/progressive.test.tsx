// Drawing long things in short tasks: an article's blocks and a list's stories after the first view.
import { act, render } from '@testing-library/react'
import { useProgressive } from '../../src/utils/use-later'

function Probe({ total, seen }: { total: number; seen: number[] }) {
  const shown = useProgressive(total, 4, 10)
  seen.push(shown)
  return <div data-shown={shown} />
}

beforeEach(() => { jest.useFakeTimers() })
afterEach(() => { jest.useRealTimers() })

const step = () => act(() => { jest.advanceTimersByTime(0) })

test('draws the first view, then a step more in each following task until all are drawn', () => {
  const seen: number[] = []
  const { container } = render(<Probe total={27} seen={seen} />)
  const shown = () => Number(container.firstElementChild!.getAttribute('data-shown'))
  expect(shown()).toBe(4)
  step()
  expect(shown()).toBe(14)
  step()
  expect(shown()).toBe(24)
  step()
  expect(shown()).toBe(27)
  // nothing more is scheduled once all are drawn
  const renders = seen.length
  step()
  expect(seen.length).toBe(renders)
})

test('what is added once all are drawn (a next page) is drawn at once, with no task in between', () => {
  const seen: number[] = []
  const { container, rerender } = render(<Probe total={5} seen={seen} />)
  const shown = () => Number(container.firstElementChild!.getAttribute('data-shown'))
  step()
  expect(shown()).toBe(5)
  rerender(<Probe total={25} seen={seen} />)
  expect(shown()).toBe(25)
})

test('a list still loading (nothing yet) draws its first page progressively when it arrives', () => {
  const seen: number[] = []
  const { container, rerender } = render(<Probe total={0} seen={seen} />)
  const shown = () => Number(container.firstElementChild!.getAttribute('data-shown'))
  expect(shown()).toBe(0)
  rerender(<Probe total={20} seen={seen} />)
  expect(shown()).toBe(4)
  step()
  expect(shown()).toBe(14)
  step()
  expect(shown()).toBe(20)
})
