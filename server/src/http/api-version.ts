// API versions, chosen by the Accept header (reading-side spec §7: "some calls send an Accept header
// selecting api version v2 or v3"): `Accept: application/vnd.shangyou.v2+json`. Without one, or with
// any other media type, a call answers as version 1. A version this server does not speak is refused
// (406) rather than answered in a shape the client did not ask for.
//
// What changes with the version: the story lists. Version 1 answers a page's array (an empty array
// ends the list, so a reader's last page costs one more request); versions 2 and 3 answer
// `{ list, hasMore, page }`. Everything else answers alike in every version.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ApiError } from '../answer'
import { addVary } from './public-cache'
import * as ERRORS from '../../../types/errors'
import { API_VERSIONS, type ApiVersion, type StoryPage } from '../../../types/api/news'

const VENDOR = /application\/vnd\.shangyou\.v(\d{1,3})\+json/i

/** the version an Accept header asks for: 1 without one; null for a version not spoken here */
export function versionOf(accept: string | undefined): ApiVersion | null {
  const m = accept ? VENDOR.exec(accept) : null
  if (!m) return 1
  const v = Number(m[1])
  return (API_VERSIONS as readonly number[]).includes(v) ? (v as ApiVersion) : null
}

/** addresses that are not the API's: the H5 site (pages and their files) and media */
const NOT_API = /^\/(shangyou_news|media)(\/|$|\?)/

export function registerApiVersions(app: FastifyInstance): void {
  app.decorateRequest('apiVersion', 1)
}

/**
 * The version the request asks for, on the request (the app's first hook calls it for every request);
 * every answer varies on Accept. An error for a version not spoken here (406).
 */
export function readApiVersion(request: FastifyRequest, reply: FastifyReply): ApiError | null {
  // (the site's pages, scripts and pictures are the same whatever the Accept: a CDN keeps one copy of each)
  if (!NOT_API.test(request.url)) addVary(reply, 'Accept')
  const accept = request.headers.accept
  if (!accept || !accept.includes('vnd.shangyou')) return null
  const v = versionOf(accept)
  if (v === null) return new ApiError(406, ERRORS.apiVersionUnsupported(String(VENDOR.exec(accept)?.[1] ?? '')))
  request.apiVersion = v
  return null
}

/** a page of a story list as the asked version answers it: v1 the array; v2 and v3 `{ list, hasMore, page }` */
export function storyPage<T>(request: FastifyRequest, items: T[], hasMore: boolean, page: number): T[] | StoryPage<T> {
  return request.apiVersion === 1 ? items : { list: items, hasMore, page }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** the API version the request asked for (Accept: application/vnd.shangyou.vN+json), 1 by default */
    apiVersion: ApiVersion
  }
}
