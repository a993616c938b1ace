// Addresses inside answers: root-relative media and links made absolute for the reader's origin.
import { escapeHtml } from './html'

export function absolute(path: string, origin: string): string {
  return path && path.startsWith('/') ? origin + path : path
}

/** Rewrites root-relative media and site links inside stored HTML (the origin is escaped for the attribute). */
export function absoluteHtml(html: string, origin: string): string {
  const safe = escapeHtml(origin)
  return html.replace(/(src|href|poster)="\/(?!\/)/g, `$1="${safe}/`)
}

/**
 * Gives each picture of this site's media whose size is known its width and height, so a page keeps
 * its box before it loads (`size` answers for a file name under /media/images/).
 */
export function withImageSizes(html: string, size: (name: string) => [number, number] | null): string {
  return html.replace(/<img\b([^>]*)>/gi, (tag, attrs: string) => {
    if (/\bwidth=/i.test(attrs)) return tag
    const name = /\bsrc="[^"]*\/media\/images\/([\w.-]+)"/i.exec(attrs)?.[1]
    const known = name ? size(name) : null
    return known ? `<img${attrs.replace(/\s*\/?$/, '')} width="${known[0]}" height="${known[1]}" />` : tag
  })
}
