// The stories the detail walks use, found through the API the way a reader reaches them: a long
// news story with pictures and comments, a picture set, a video and a live broadcast.
const { getJson } = require('./server')

const api = async (base, path) => (await getJson(`${base}${path}`)).data

async function pickStories(base) {
  let news = null
  for (const column of [101, 102, 103]) {
    for (let page = 1; page <= 4 && !news; page++) {
      for (const item of await api(base, `/kratos/v1/column/list?columnId=${column}&page=${page}`)) {
        if (item.dataType !== 3 || item.isVideo) continue
        const d = await api(base, `/v1/news/getDetails?classId=${item.classId}&newsId=${item.id}`)
        const pictures = (d.content.match(/<img /g) || []).length
        const words = d.content.replace(/<[^>]+>/g, '').length
        if (d.permission === 0 && d.allowPl && pictures >= 1 && words > 700 && d.commentCount >= 6 && d.hotNews.length >= 3) {
          news = d
          break
        }
      }
    }
    if (news) break
  }
  if (!news) throw new Error('no long news story with pictures and comments in the seed')
  const [picture] = await api(base, '/kratos/v1/column/list?columnId=204')
  const [video] = await api(base, '/kratos/v1/column/list?columnId=201')
  const live = (await api(base, '/v1/live/getList')).find(l => l.liveType === 1)
  return { news, picture, video, live }
}

/** A news story whose permission mask is exactly `mask` (1 comments hidden, 2 related hidden, 4 ads hidden). */
async function storyWithPermission(base, mask) {
  for (const column of [101, 102, 103, 104, 105, 106]) {
    for (let page = 1; page <= 5; page++) {
      const items = await api(base, `/kratos/v1/column/list?columnId=${column}&page=${page}`)
      if (items.length === 0) break
      for (const item of items.filter(i => i.dataType === 3 && !i.isVideo)) {
        const d = await api(base, `/v1/news/getDetails?classId=${item.classId}&newsId=${item.id}`)
        if (d.permission === mask) return d
      }
    }
  }
  throw new Error(`no story with permission ${mask} in the seed`)
}

module.exports = { pickStories, storyWithPermission }
