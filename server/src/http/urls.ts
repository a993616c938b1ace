// Absolute URLs for media and on-site links: the configured public URL, else the request's origin.
import type { FastifyRequest } from 'fastify'

export function originOf(request: FastifyRequest, publicUrl: string): string {
  return publicUrl || `${request.protocol}://${request.host}`
}

export function absolute(path: string, origin: string): string {
  return path && path.startsWith('/') ? origin + path : path
}

/** Rewrites root-relative media and site links inside stored HTML. */
export function absoluteHtml(html: string, origin: string): string {
  return html.replace(/(src|href|poster)="\/(?!\/)/g, `$1="${origin}/`)
}
