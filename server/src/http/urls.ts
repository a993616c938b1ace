// Absolute URLs for media and on-site links: the configured public URL, else the request's origin when
// its host is one this server answers to (ALLOWED_HOSTS, or by default loopback and this machine's own
// addresses). Any other Host header is a stranger's say and never reaches a URL.
import os from 'os'
import type { FastifyRequest } from 'fastify'
import type { ServerConfig } from '../config'
import { escapeHtml } from './html'

export type OriginConfig = Pick<ServerConfig, 'publicUrl' | 'allowedHosts' | 'port'>

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '::1', '[::1]'])

/** a peer address on this machine (IPv4, IPv6 and IPv4-mapped IPv6 loopback) */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false
  const a = address.replace(/^::ffff:/, '')
  return a === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(a)
}

const FORWARDING_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'x-real-ip', 'forwarded']

/**
 * A request from this machine itself, not relayed: a loopback peer and no proxy's forwarding headers
 * (a proxy on the same machine relays strangers from loopback).
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  return isLoopbackAddress(request.socket.remoteAddress) && !FORWARDING_HEADERS.some(h => request.headers[h] !== undefined)
}

/** the host name of a Host header (no port, lower case, IPv6 in brackets) */
export function hostName(host: string): string {
  const h = host.trim().toLowerCase()
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1)
  return h.split(':')[0]
}

let ownAddresses: { at: number; names: Set<string> } | null = null
const OWN_ADDRESSES_TTL_MS = 60_000

function machineAddresses(now = Date.now()): Set<string> {
  if (!ownAddresses || now - ownAddresses.at > OWN_ADDRESSES_TTL_MS) {
    const names = new Set<string>([os.hostname().toLowerCase()])
    for (const list of Object.values(os.networkInterfaces())) {
      for (const i of list ?? []) names.add(i.family === 'IPv6' ? `[${i.address.toLowerCase()}]` : i.address)
    }
    ownAddresses = { at: now, names }
  }
  return ownAddresses.names
}

export function hostAllowed(host: string, allowedHosts: string[]): boolean {
  const name = hostName(host)
  if (!name || !/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)$/.test(name)) return false
  if (allowedHosts.length > 0) return allowedHosts.some(a => a === name || hostName(a) === name)
  const bare = name.replace(/^\[|\]$/g, '')
  return LOOPBACK_NAMES.has(name) || isLoopbackAddress(bare) || machineAddresses().has(name)
}

export function originOf(request: FastifyRequest, config: OriginConfig): string {
  if (config.publicUrl) return config.publicUrl
  const host = request.host
  if (host && hostAllowed(host, config.allowedHosts)) return `${request.protocol}://${host}`
  return `http://127.0.0.1:${config.port}`
}

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
