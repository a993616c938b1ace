// Article HTML in blocks: pictures that stand alone in a paragraph become images a reader can tap (and
// whose box is known from their width and height), the rest stays HTML with inline styles (the
// mini-program's rich-text does not see page classes). Pure: the server draws a story's first screen
// with the same blocks.

const IMG_STYLE = 'max-width:100%;height:auto;display:block;margin:12px auto;border-radius:4px'
const P_STYLE = 'margin:0 0 16px;line-height:1.8;text-align:justify;word-break:break-all'
const H_STYLE = 'margin:24px 0 12px;padding-left:10px;border-left:3px solid #d71920;font-size:18px;font-weight:bold;line-height:1.4'

export function styleArticleHtml(html: string): string {
  return html
    .replace(/<img\b(?![^>]*\bstyle=)/gi, `<img style="${IMG_STYLE}"`)
    .replace(/<p>/gi, `<p style="${P_STYLE}">`)
    .replace(/<h([2-4])>/gi, `<h$1 style="${H_STYLE}">`)
}

export type ArticleBlock = { kind: 'html'; html: string } | { kind: 'image'; src: string; width?: number; height?: number }

const attr = (tag: string, name: string) => new RegExp(`\\b${name}="(\\d+)"`, 'i').exec(tag)?.[1]

/** Splits article HTML at pictures that stand alone in a paragraph; other HTML stays as it is. */
export function articleBlocks(html: string): ArticleBlock[] {
  const blocks: ArticleBlock[] = []
  const alone = /<p>\s*(<img\b[^>]*?\bsrc="([^"]+)"[^>]*>)\s*<\/p>/gi
  let last = 0
  for (let m = alone.exec(html); m; m = alone.exec(html)) {
    if (m.index > last) blocks.push({ kind: 'html', html: html.slice(last, m.index) })
    const width = Number(attr(m[1], 'width')) || undefined
    const height = Number(attr(m[1], 'height')) || undefined
    blocks.push({ kind: 'image', src: m[2].replace(/&amp;/g, '&'), ...(width && height ? { width, height } : {}) })
    last = m.index + m[0].length
  }
  if (last < html.length) blocks.push({ kind: 'html', html: html.slice(last) })
  return blocks
}
