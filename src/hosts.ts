// API hosts by path prefix (spec §7): v1/v2 → api host, /kratos → news api host,
// /member → member api host, everything else → main host. All default to the project's own server.

export interface Hosts {
  api: string
  newsApi: string
  memberApi: string
  mainApi: string
}

interface RuntimeConfig {
  apiHost?: string
  newsApiHost?: string
  memberApiHost?: string
  mainApiHost?: string
}

/** The hosts the server wrote into the H5 page as a JSON data block (id sy-config). */
function injectedConfig(): RuntimeConfig | null {
  if (typeof document === 'undefined' || typeof document.getElementById !== 'function') return null
  const block = document.getElementById('sy-config')
  if (!block?.textContent) return null
  try {
    return JSON.parse(block.textContent) as RuntimeConfig
  } catch {
    return null
  }
}

function runtimeOverrides(): Partial<Hosts> {
  const injected = injectedConfig()
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
