// The XSS corpus in the mini-program: a story whose article is the corpus (after the server's
// sanitiser) renders through RichText; no node it hands the rich-text component carries a script
// element, an event attribute or a javascript: URL, and the raw payloads in comments stay text.
const host = require('./support/mp-host')
const { weappSuite } = require('./support/suite')
const { plantXssStory, XSS_PAYLOADS } = require('../support/xss-story')

const suite = weappSuite({ loginIdentity: 'no-such-wechat-user' })
let story
beforeAll(() => { story = plantXssStory(suite.server.sqliteFile) })

const DETAIL = 'packages/news/pages/detail/index'
const { texts } = host
const SCRIPT_URL = /^\s*(javascript|vbscript|data):/i

/** Taro's page data: the node with this sid (what the view layer was handed to render it) */
function dataNode(data, sid) {
  if (!data || typeof data !== 'object') return undefined
  if (data.sid === sid) return data
  for (const v of Object.values(data)) {
    const found = dataNode(v, sid)
    if (found) return found
  }
  return undefined
}

/** the rich-text components on the page and the HTML each was handed (its `nodes`, in Taro's page data) */
function richTextHtml(page) {
  return [...page.dom.querySelectorAll('wx-rich-text')].map(el => {
    const node = dataNode(page.instance.data, el.__wxElement.__attributes['data-sid'])
    return node ? Object.entries(node).filter(([k, v]) => !['nn', 'sid', 'cn', 'cl', 'st'].includes(k) && typeof v === 'string').map(([, v]) => v).join('') : undefined
  })
}

/** what in the HTML a rich-text would take as markup could run */
function executable(html) {
  const found = []
  // parsed as a browser parses it, inert (a template's content runs nothing)
  const template = document.createElement('template')
  template.innerHTML = html
  for (const el of template.content.querySelectorAll('*')) {
    if (['script', 'iframe', 'object', 'embed', 'style', 'svg', 'math', 'form', 'base', 'meta', 'link'].includes(el.localName)) found.push(`<${el.localName}>`)
    for (const a of el.attributes) {
      if (/^on/i.test(a.name)) found.push(`${el.localName} ${a.name}`)
      if (['href', 'src', 'xlink:href', 'action', 'formaction'].includes(a.name) && SCRIPT_URL.test(a.value.replace(/[\u0000-\u0020]/g, ''))) found.push(`${el.localName} ${a.name}`)
    }
  }
  return found
}

it('renders the corpus article with no script, event attribute or script URL in any RichText node', async () => {
  host.setLayout('.content-fold__body', { height: 300 })
  const page = host.openPage(DETAIL, { classId: story.classId, newsId: story.newsId })
  await host.waitFor(() => expect(texts(page, 'news-detail__title')).toEqual([story.title]))
  const rich = await host.waitFor(() => {
    const found = richTextHtml(page)
    if (found.length === 0 || found.some(n => n === undefined)) throw new Error('rich-text not rendered yet')
    return found
  })
  const html = rich.join('')
  expect(html).toContain(`第${XSS_PAYLOADS.length}段`) // the whole article reached the component
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(100)
  expect(rich.flatMap(executable)).toEqual([])
  expect(html).not.toMatch(/<script/i)
})
