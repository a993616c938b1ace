// API hosts by path prefix (spec §7): v1/v2 → api host, /kratos → news api host,
// /member → member api host, everything else → main host. All default to the project's own server.

export interface Hosts {
  api: string
  newsApi: string
  memberApi: string
  mainApi: string
}

function runtimeOverrides(): Partial<Hosts> {
  const injected = typeof window !== 'undefined' ? window.__SY_CONFIG__ : undefined
  if (!injected) return {}
  const out: Partial<Hosts> = {}
  if (injected.apiHost) out.api = injected.apiHost
  if (injected.newsApiHost) out.newsApi = injected.newsApiHost
  if (injected.memberApiHost) out.memberApi = injected.memberApiHost
  if (injected.mainApiHost) out.mainApi = injected.mainApiHost
  return out
}

let hosts: Hosts | null = null

export function getHosts(): Hosts {
  if (!hosts) {
    hosts = {
      api: __SY_API_HOST__,
      newsApi: __SY_NEWS_API_HOST__,
      memberApi: __SY_MEMBER_API_HOST__,
      mainApi: __SY_MAIN_API_HOST__,
      ...runtimeOverrides(),
    }
  }
  return hosts
}

/** For tests and for a host switch at run time. */
export function setHosts(next: Partial<Hosts>): void {
  hosts = { ...getHosts(), ...next }
}

/** The host a path is sent to. */
export function hostFor(path: string): string {
  const p = path.startsWith('/') ? path : `/${path}`
  const h = getHosts()
  if (/^\/v[12]\//.test(p)) return h.api
  if (p.startsWith('/kratos/')) return h.newsApi
  if (p.startsWith('/member/')) return h.memberApi
  return h.mainApi
}
