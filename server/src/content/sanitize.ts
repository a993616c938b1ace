// Article and user HTML passes this allow-list before it is stored; the client renders it as-is
// (RichText on weapp, HTML on h5), so nothing executable may survive.
import sanitizeHtml from 'sanitize-html'

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'span', 'h2', 'h3', 'h4', 'blockquote', 'ul', 'ol', 'li', 'img', 'a', 'figure', 'figcaption'],
  allowedAttributes: {
    img: ['src', 'alt', 'width', 'height'],
    a: ['href'],
  },
  // media and links: the site's own root-relative paths, or http(s)
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
}

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS)
}
