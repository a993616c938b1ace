// What Taro's getSystemInfo reads from the `platform` package (15 KB), from the user agent alone.
const ua = typeof navigator === 'undefined' ? '' : navigator.userAgent
const ios = /iPhone|iPad|iPod/.exec(ua)
const android = /Android\s*([\d.]*)/.exec(ua)
const family = ios ? 'iOS' : android ? 'Android' : /Windows/.test(ua) ? 'Windows' : /Mac OS X/.test(ua) ? 'OS X' : /Linux/.test(ua) ? 'Linux' : 'unknown'
const version = ios ? (/OS (\d+[_\d]*)/.exec(ua)?.[1] ?? '').replace(/_/g, '.') : android ? android[1] : ''

export default {
  manufacturer: ios ? 'Apple' : null,
  product: ios ? ios[0] : null,
  os: { family, version, toString: () => `${family}${version ? ` ${version}` : ''}` },
}
