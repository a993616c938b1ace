// Constants shared by both implementations of an adapter. They live apart from the interface files
// because inside x.weapp.ts / x.h5.ts an import of './x' resolves back to the platform file itself.

/** how long a toast shows */
export const TOAST_MS = 2000

export const COPY_OK = '复制成功'
export const COPY_FAILED = '复制失败'

export const GEOLOCATION_TIMEOUT_MS = 10_000

export const SHARE_MENU_HINT = '点击右上角“…”分享给朋友'

export const BRIDGE_RETRY_MS = 500
/** give up after this many tries (10 s) */
export const BRIDGE_MAX_TRIES = 20
