// Layout queries that may run while pages change: a page being left (or not mounted yet) has no
// container to query, which Taro reports by throwing; such a query is simply skipped.
import Taro from '@tarojs/taro'

type Query = ReturnType<typeof Taro.createSelectorQuery>

export function queryLayout<R extends unknown[]>(build: (q: Query) => Query, done: (results: R) => void): void {
  try {
    build(Taro.createSelectorQuery()).exec(res => done(res as unknown as R))
  } catch {
    // no page to measure right now
  }
}
