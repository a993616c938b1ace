// The H5 routes as addresses a reader opens: every route of the route table (common/routes.ts) at its
// first address without a path parameter, and the pages that show one thing (a story, a question, a post,
// a goods item …) with real ids from a freshly seeded database. The a11y sweep (tests/h5/a11y.test.js)
// and the bench's route sweep (scripts/bench/sweep.mjs) open them; a new route joins both by being in the table.
const fs = require('fs')
const path = require('path')
const Database = require('better-sqlite3')

const ROUTES = fs.readFileSync(path.join(__dirname, '../../common/routes.ts'), 'utf8')

/** every route of the route table, at its first address without a path parameter (an alias, such as
 * /NewsVideoDetail beside /VideoDetail, draws the same page) */
function routePaths() {
  return [...ROUTES.matchAll(/paths: \[([^\]]*)\]/g)]
    .map(m => [...m[1].matchAll(/'([^']+)'/g)].map(x => x[1]).find(p => !p.includes(':')))
    .filter(Boolean)
}

/**
 * addresses with real ids from the seeded database `file`: the a11y sweep's (its first 21), and with
 * `all`, one for each further route that shows one thing (the bench's sweep opens each route once)
 */
function idAddresses(file, { all = false } = {}) {
  const db = new Database(file, { readonly: true })
  const one = sql => db.prepare(sql).get()
  try {
    const story = one('select id, class_id from news where status = 1 and data_type = 3 and permission = 0 order by interact_num desc, id limit 1')
    const pictures = one('select id, class_id from news where status = 1 and data_type = 2 order by id limit 1')
    const addresses = [
      `/NewsDetail?classId=${story.class_id}&newsId=${story.id}`,
      `/CommentPage?classId=${story.class_id}&newsId=${story.id}`,
      `/PictureDetail?classId=${pictures.class_id}&newsId=${pictures.id}`,
      `/BangBang/politics/detail?id=${one('select id from politics_questions order by id limit 1').id}`,
      `/BangBang/QA/list?id=${one('select id from qa_questions order by id limit 1').id}`,
      `/BangBang/QA/detail?id=${one('select id from qa_answers order by id limit 1').id}`,
      // (the home of the member who answered most)
      `/BangBang/QA/index/ask-special/detail?id=${one('select a.user_id as id from qa_answers a join user_identities i on i.user_id = a.user_id group by a.user_id order by count(*) desc, a.user_id limit 1').id}`,
      `/BangBang/community/detail?id=${one('select id from bang_posts order by id limit 1').id}`,
      `/DetailDiscover?classId=20&newsId=${one('select id from discover_posts order by id limit 1').id}`,
      `/SelfDiscover?themeId=${one('select id from discover_topics order by id limit 1').id}`,
      `/AccumulatedPoints/goodsdetail?id=${one('select id from shop_goods order by id limit 1').id}`,
      '/home/composition',
      `/composition/compositionDetail?id=${one("select id from compositions where status = 'printed' order by id limit 1").id}`,
      `/composition/TeacherDetailPage?id=${one('select id from composition_teachers order by id limit 1').id}`,
      `/composition/SchoolDetailPage?id=${one('select id from composition_schools order by id limit 1').id}`,
      `/composition/StudentDetailPage?id=${one('select id from composition_students where consent_withdrawn_at is null order by id limit 1').id}`,
      `/composition/TeacherCommentDetail?id=${one('select id from composition_reviews order by id limit 1').id}`,
      '/home/yu-nong',
      `/yu-nong/general-tab?id=${one("select parent_id as id from rural_tabs where kind = 'prices' order by id limit 1").id}`,
      `/yu-nong/sub-general-tab?id=${one("select id from rural_tabs where kind = 'group' and parent_id is not null order by id limit 1").id}`,
      `/yu-nong/price?productId=${one('select id from farm_products order by id limit 1').id}`,
    ]
    if (!all) return addresses
    const ofType = type => one(`select id, class_id from news where status = 1 and data_type = ${type} and permission = 0 order by id limit 1`)
    const video = ofType(8)
    const live = ofType(1)
    const thread = one('select news_id, class_id, id from comments where status = 1 and root_id is null and reply_num > 0 order by reply_num desc, id limit 1')
    const special = one("select id from columns where kind = 'special' order by id limit 1")
    const post = one('select id from discover_posts order by id limit 1')
    const work = one("select id from compositions where status = 'printed' order by id limit 1")
    // (a column's page as the channel menu opens it)
    const columnMenu = one("select columnpath from columns where kind = 'menu' and columnpath like '/columns?columnId=%' order by sort, id limit 1")
    return [
      ...addresses,
      `/VideoDetail?classId=${video.class_id}&newsId=${video.id}`,
      `/ShareVideo?classId=${video.class_id}&newsId=${video.id}`,
      `/LiveDetail?classId=${live.class_id}&newsId=${live.id}`,
      `/NewsDetailWeb?classId=${story.class_id}&newsId=${story.id}`,
      `/CommentReplyPage?classId=${thread.class_id}&newsId=${thread.news_id}&plId=${thread.id}`,
      `/SpecialPage?classId=${special.id}`,
      `/SpecialColumn?classId=${one(`select id from columns where kind = 'special-category' and father = ${special.id} order by sort, id limit 1`).id}`,
      `/CommentDiscover?classId=20&newsId=${post.id}`,
      `/ShangyouSelf?classId=${one('select column_id as id from provider_accounts order by sort, id limit 1').id}`,
      // (a menu entry that names a list call opens it, as src/utils/open-item.ts builds the address)
      ((m) => `/subchannel?classId=${m.id}&className=${encodeURIComponent(m.name)}&customApiUrl=${encodeURIComponent(m.apiurl)}`)(one("select id, name, apiurl from columns where apiurl <> '' order by sort, id limit 1")),
      `/compositionCommentList?id=${work.id}`,
      // (the forms that answer a question are opened from it)
      `/BangBang/QA/reply?id=${one('select id from qa_questions order by id limit 1').id}`,
      `/BangBang/politics/reply?id=${one('select id from politics_questions order by id limit 1').id}`,
      columnMenu.columnpath,
    ]
  } finally {
    db.close()
  }
}

/** the page an address opens (its path), for matching an address with ids to its route's */
const pathOf = address => address.split('?')[0]

/**
 * each route once: at its address with ids where it has one, else at its path; and the channel homes the
 * route table names (/home/composition, /home/yu-nong). /jump is a redirect, not a page.
 */
function sweepAddresses(file) {
  const ids = idAddresses(file, { all: true })
  const withIds = new Map(ids.map(a => [pathOf(a), a]))
  const out = routePaths().filter(p => p !== '/jump').map(p => withIds.get(p) ?? p)
  for (const a of ids) if (!out.includes(a)) out.push(a)
  return out
}

module.exports = { routePaths, idAddresses, sweepAddresses }
