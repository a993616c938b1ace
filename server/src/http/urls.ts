// Absolute URLs for media and on-site links: the configured public URL, else the request's origin when
// its host is one this server answers to (ALLOWED_HOSTS, or by default loopback and this machine's own
// addresses). Any other Host header is a stranger's say and never reaches a URL.
import os from 'os'
import type { FastifyRequest } from 'fastify'
import type { ServerSettings } from '../settings'

export type OriginSettings = Pick<ServerSettings, 'publicUrl' | 'allowedHosts' | 'port'>

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
  return isLocalPeer(request.socket.remoteAddress, request.headers)
}

/** the same, of a raw request's peer address and headers */
export function isLocalPeer(remoteAddress: string | undefined, headers: Record<string, unknown>): boolean {
  return isLoopbackAddress(remoteAddress) && !FORWARDING_HEADERS.some(h => headers[h] !== undefined)
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

export function originOf(request: FastifyRequest, settings: OriginSettings): string {
  return originFrom(request.host, request.protocol, settings)
}

/** the origin of a request with this Host header and protocol (as originOf) */
export function originFrom(host: string | undefined, protocol: 'http' | 'https', settings: OriginSettings): string {
  if (settings.publicUrl) return settings.publicUrl
  if (host && hostAllowed(host, settings.allowedHosts)) return `${protocol}://${host}`
  return `http://127.0.0.1:${settings.port}`
}
