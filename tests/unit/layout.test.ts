// Measuring inside a page's own container only: Taro's H5 query throws, out of reach, when the
// current page's container is not in place.
import { layout } from '../../src/platform/layout'

const measured = (page: { path?: string } | null) => new Promise(resolve => {
  layout.measure(page, [{ selector: '.x' }, { selector: '.x', all: true }], resolve)
  setTimeout(() => resolve('not measured'), 100)
})

it('H5 measures within the page’s container, and not at all before it is in the document', async () => {
  const page = { path: '/shangyou_news/NewsDetail?stamp=AB' }
  expect(await measured(page)).toBe('not measured')
  expect(await measured(null)).toBe('not measured')
  const other = document.createElement('div')
  other.innerHTML = '<p class="x" id="elsewhere"></p>'
  const container = document.createElement('div')
  container.id = page.path
  container.innerHTML = '<p class="x" id="here"></p><p class="x" id="too"></p>'
  document.body.append(other, container)
  const [one, all] = await measured(page) as [{ id: string }, { id: string }[]]
  expect(one.id).toBe('here')
  expect(all.map(r => r.id)).toEqual(['here', 'too'])
  container.remove()
  other.remove()
})
