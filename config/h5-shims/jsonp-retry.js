// Taro.request's JSONP mode, which this app never uses: kept out of the bundle.
export default function jsonpRetry() {
  return Promise.reject(new Error('JSONP is not supported'))
}
