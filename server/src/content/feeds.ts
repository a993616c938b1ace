// A feed's items, whatever the feed speaks: RSS 2.0 (with content:encoded), Atom, or a JSON Feed (1.0/1.1).
// Pure: the text in, the items out (or FeedUnreadable with the newsroom's words).
import { XMLParser } from 'fast-xml-parser'

export interface FeedItem {
  /** what identifies it in its feed: its guid or id, else its link, else its title and date */
  guid: string
  title: string
  link: string
  /** the summary as the feed gives it (text or HTML) */
  summary: string
  /** the article as HTML, when the feed carries it */
  html: string
  /** ms, or null when the feed does not say */
  publishedAt: number | null
}

export class FeedUnreadable extends Error {}

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', textNodeName: '#text', processEntities: true, htmlEntities: true })

/** a node's text: a string, a number, or an element with text (and attributes) */
function textOf(node: unknown): string {
  if (node === undefined || node === null) return ''
  if (typeof node === 'string' || typeof node === 'number') return String(node)
  if (Array.isArray(node)) return textOf(node[0])
  if (typeof node === 'object' && '#text' in (node as Record<string, unknown>)) return textOf((node as Record<string, unknown>)['#text'])
  return ''
}

const list = <T>(node: T | T[] | undefined): T[] => (node === undefined ? [] : Array.isArray(node) ? node : [node])

function time(text: string): number | null {
  if (!text) return null
  const at = Date.parse(text)
  return Number.isNaN(at) ? null : at
}

function item(guid: string, title: string, link: string, summary: string, html: string, published: string): FeedItem {
  const t = title.trim()
  return { guid: (guid || link || `${t}|${published}`).trim().slice(0, 500), title: t, link: link.trim(), summary: summary.trim(), html: html.trim(), publishedAt: time(published.trim()) }
}

export function parseFeed(text: string): FeedItem[] {
  const body = text.replace(/^\uFEFF/, '').trim()
  if (body.startsWith('{')) return jsonFeed(body)
  let doc: Record<string, any>
  try {
    doc = parser.parse(body) as Record<string, any>
  } catch {
    throw new FeedUnreadable('不是 RSS、Atom 或 JSON Feed')
  }
  if (doc.rss?.channel) {
    return list(doc.rss.channel.item).map((i: Record<string, any>) =>
      item(textOf(i.guid), textOf(i.title), textOf(i.link), textOf(i.description), textOf(i['content:encoded']), textOf(i.pubDate) || textOf(i['dc:date'])))
  }
  if (doc.feed) {
    return list(doc.feed.entry).map((e: Record<string, any>) => {
      const links = list(e.link) as Record<string, string>[]
      const link = links.find(l => !l['@_rel'] || l['@_rel'] === 'alternate')?.['@_href'] ?? ''
      return item(textOf(e.id), textOf(e.title), link, textOf(e.summary), textOf(e.content), textOf(e.published) || textOf(e.updated))
    })
  }
  throw new FeedUnreadable('不是 RSS、Atom 或 JSON Feed')
}

function jsonFeed(body: string): FeedItem[] {
  let doc: { version?: unknown; items?: unknown }
  try {
    doc = JSON.parse(body)
  } catch {
    throw new FeedUnreadable('不是 RSS、Atom 或 JSON Feed')
  }
  if (typeof doc.version !== 'string' || !doc.version.startsWith('https://jsonfeed.org/version/') || !Array.isArray(doc.items)) throw new FeedUnreadable('不是 RSS、Atom 或 JSON Feed')
  return (doc.items as Record<string, unknown>[]).filter(i => i && typeof i === 'object').map(i => {
    const s = (k: string) => (typeof i[k] === 'string' ? (i[k] as string) : typeof i[k] === 'number' ? String(i[k]) : '')
    const html = s('content_html') || (s('content_text') ? s('content_text').split(/\n+/).map(p => `<p>${escape(p)}</p>`).join('') : '')
    return item(s('id'), s('title'), s('url'), s('summary'), html, s('date_published') || s('date_modified'))
  })
}

const escape = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
