// The answers the route table says a page asks for first (common/routes.ts `first`) are the requests its
// stores make: the same paths, the same comment targets (types/api/qa.ts bangWire) and 发现's class, so the
// server's boot data for the page is taken, never missed.
import { routes, type RouteDef, type RouteName } from '../../common/routes'
import { BANG_CLASS, bangWire } from '../../types/api/qa'
import { DISCOVER_CLASS_ID } from '../../types/api/discover'
import { answerKey, bootKey } from '../../types/api/boot'
import { LIST_PAGE_SIZE } from '../../src/services/interactions'

const first = (name: RouteName, params: Record<string, string>) => ((routes[name] as RouteDef).first?.(params) ?? []).map(a => answerKey(a.path, a.query, a.version))
const comments = (kind: Parameters<typeof bangWire>[0], id: number) => bootKey('/api/bv/comment/list', { from: 'bang', ...bangWire(kind), id, page: 1 })

it('declares the shared pages’ first answers as their stores ask them', () => {
  expect(first('politicsDetail', { id: '7' })).toEqual(['/v1/bangbang/wenzheng/getDetail?id=7', comments(BANG_CLASS.politics, 7), '/v1/bangbang/news/getRelativeLists?classid=1&id=7'])
  expect(first('QADetail', { id: '7' })).toEqual(['/v1/bangbang/wenda/getAnswerDetail?id=7', comments(BANG_CLASS.answer, 7)])
  expect(first('communityDetail', { id: '7' })).toEqual(['/api/bangbang/post/detail?id=7', comments(BANG_CLASS.post, 7)])
  expect(first('compositionCommentList', { id: '7' })).toEqual([comments(BANG_CLASS.composition, 7)])
  expect(first('DetailDiscover', { id: '7' })).toEqual([bootKey('/v1/quan/getDetail', { classId: DISCOVER_CLASS_ID, newsId: 7 })])
  // (as the app opens a post, and as a shared link carries it)
  expect(first('DetailDiscover', { classId: '20', newsId: '8' })).toEqual([bootKey('/v1/quan/getDetail', { classId: DISCOVER_CLASS_ID, newsId: 8 })])
  expect(first('ShopGoods', { id: '3' })).toEqual(['/v1/shop/goods/detail?id=3'])
  // the CMS's story and the ads around it, as NewsDetailStore ('cms') and the ad rotation ask them
  expect(first('NewsDetailWeb', { classId: '930', newsId: '5' })).toEqual([
    bootKey('/api/controller.php', { enews: 'getNewsDetail', classId: 930, newsId: 5 }), bootKey('/v1/ad/getList', { classId: 930, newsId: 5 })])
  expect(first('NewsDetailWeb', { newsId: '5' })).toEqual([])
  expect(first('ruralQa', {})).toEqual(['/v1/rural/qa/experts', '/v1/rural/qa/list?order=new&page=1'])
  expect(first('ruralTalk', {})).toEqual(['/v1/rural/talk/list?order=new&page=1'])
  // a student's, a teacher's and a school's pages (stores/composition)
  expect(first('compositionStudent', { id: '4' })).toEqual(['/v1/composition/student?id=4', '/v1/composition/studentWorks?id=4&page=1'])
  expect(first('compositionTeacher', { id: '4' })).toEqual(['/v1/composition/teacher?id=4', '/v1/composition/teacherComments?page=1&teacherId=4'])
  expect(first('politicsIndex', {})).toEqual(['/v1/bangbang/wenzheng/getNewList?page=1'])
  // 问答's page, and its whole lists: today's hot (type 1, and any other) or the latest (type 2) (stores/qa)
  expect(first('QAIndex', {})).toEqual(['/v1/bangbang/wenda/index', '/v1/bangbang/wenda/getNewQuestionList?page=1'])
  expect(first('QAMoreList', { type: '1' })).toEqual(['/v1/bangbang/wenda/getHotQuestionList?page=1'])
  expect(first('QAMoreList', {})).toEqual(['/v1/bangbang/wenda/getHotQuestionList?page=1'])
  expect(first('QAMoreList', { type: '2' })).toEqual(['/v1/bangbang/wenda/getNewQuestionList?page=1'])
  // 作文's works and rankings (stores/composition: every grade, no school chosen; a ranking at its opening period)
  expect(first('compositionList', {})).toEqual(['/v1/composition/list?page=1'])
  expect(first('compositionRecommendList', {})).toEqual(['/v1/composition/recommendList?page=1'])
  expect(first('compositionRankList', {})).toEqual(['/v1/composition/rank?page=1&period=week&type=popularity'])
  expect(first('compositionRankList', { type: 'rank' })).toEqual(['/v1/composition/rank?page=1&period=week&type=popularity'])
  expect(first('compositionRankList', { type: 'start' })).toEqual(['/v1/composition/rank?page=1&period=all&type=score'])
  // 渝农's home as a page (the city's forecast, as the home's channel carries it), a tab as its page (stores/rural)
  expect(first('ruralHome', {})).toEqual(['/v1/rural/home', '/v1/rural/forecast?adcode=500000', 'v2 /kratos/v1/column/list?columnId=1601&page=1'])
  expect(first('ruralGeneralTab', { id: '7' })).toEqual(['/v1/rural/tab?id=7'])
  expect(first('ruralSubGeneralTab', { id: '3' })).toEqual(['/v1/rural/tab?id=3'])
  expect(first('ruralSubGeneralTab', {})).toEqual([])
  // then what the tab opens on: a group's chosen sub-tab (the first, else), a column or video tab's column, the prices
  const then = (name: RouteName, params: Record<string, string>, page: unknown) => ((routes[name] as RouteDef).then?.(params, [page]) ?? []).map(a => answerKey(a.path, a.query, a.version))
  const tab = (id: number, kind: string, columnId: number | null, children: unknown[] = []) => ({ id, name: `栏目${id}`, kind, columnId, children })
  const group = { tab: tab(3, 'group', null, [tab(4, 'column', 1604), tab(5, 'video', 1605), tab(6, 'prices', null)]), parents: [] }
  const column = (id: number) => answerKey('/kratos/v1/column/list', { columnId: id, page: 1 }, 'v2')
  expect(then('ruralSubGeneralTab', { id: '3' }, group)).toEqual([column(1604)])
  expect(then('ruralSubGeneralTab', { id: '3', active: '5' }, group)).toEqual([column(1605)])
  // (the price board: the first market's, every category, as PriceBoard asks it first)
  expect(then('ruralSubGeneralTab', { id: '3', active: '6' }, group)).toEqual(['/v1/rural/prices'])
  expect(then('ruralSubGeneralTab', { id: '2' }, { tab: tab(2, 'group', null, [tab(3, 'group', null)]), parents: [] })).toEqual([])
  expect(then('ruralGeneralTab', { id: '9' }, { tab: tab(9, 'column', 1609), parents: [] })).toEqual([column(1609)])
  expect(then('ruralGeneralTab', { id: '9' }, undefined)).toEqual([])
  // 上游号: the recommended accounts, what they published (stores/provider-accounts)
  expect(first('ShangyouPage', {})).toEqual(['/api/SYAccount/getRecommendList', '/api/SYAccount/getHeadPage?page=1'])
  // a question with its first answers (QaQuestion's first fetch: a reading, so no reload)
  expect(first('QAList', { id: '7' })).toEqual(['/v1/bangbang/wenda/getAnswerListById?id=7&page=1'])
  expect(first('QAList', {})).toEqual([])
  // the question over 我来回答 (QaQuestion not counted: shown again, no reading); 发现's hot words
  expect(first('QAReply', { id: '7' })).toEqual(['/v1/bangbang/wenda/getAnswerListById?id=7&page=1&reload=true'])
  expect(first('SearchDiscover', {})).toEqual(['/api/topic/getHotWord'])
  // the answerers (type 1, and any other) or the reporters (type 2) who joined (memberList)
  expect(first('AskSpecial', {})).toEqual(['/v1/bangbang/wenda/getMemberList?type=1'])
  expect(first('AskSpecial', { type: '2' })).toEqual(['/v1/bangbang/wenda/getMemberList?type=2'])
  expect(first('BangSearch', {})).toEqual(['/v1/bangbang/home/hotsearch'])
  // a member's home: who they are, their answers' first page (memberHome, memberAnswers: the tab it opens at)
  expect(first('AskSpecialDetail', { id: '31' })).toEqual(['/v1/bangbang/wenda/getMember?id=31', '/v1/bangbang/wenda/getNewAnswerListByMemberId?id=31&page=1'])
  expect(first('AskSpecialDetail', {})).toEqual([])
  expect(first('compositionTeacherComment', { id: '2' })).toEqual(['/v1/composition/teacherComment?id=2'])
  expect(first('compositionTeacherComment', {})).toEqual([])
  expect(first('compositionTeachers', {})).toEqual(['/v1/composition/teachers?page=1'])
  expect(first('compositionTeachers', { schoolId: '4' })).toEqual(['/v1/composition/teachers?page=1&schoolId=4'])
  expect(first('compositionTeacherComments', { teacherId: '4' })).toEqual(['/v1/composition/teacherComments?page=1&teacherId=4'])
  expect(first('compositionNewspapers', {})).toEqual(['/v1/composition/newspapers?page=1'])
  expect(first('compositionSchools', {})).toEqual(['/v1/composition/schoolRank?page=1'])
  expect(first('compositionSchool', { id: '4' })).toEqual(['/v1/composition/school?id=4', '/v1/composition/teachers?page=1&schoolId=4', '/v1/composition/list?page=1&schoolId=4'])
  // the story pages a share opens: the story, the ads around it, the comments' first page (as their stores ask)
  const story = { classId: 101, newsId: 5 }
  const storyKeys = [bootKey('/v1/news/getDetails', story), bootKey('/v1/ad/getList', story), bootKey('/v1/comment/getList', { ...story, page: 1 })]
  for (const name of ['PictureDetail', 'LiveDetail'] as const) expect(first(name, { classId: '101', newsId: '5' })).toEqual(storyKeys)
  expect(first('VideoDetail', { classId: '101', newsId: '5' })).toEqual([...storyKeys, answerKey('/v1/news/getRelationNews', { ...story, page: 1, pageSize: LIST_PAGE_SIZE }, 'v2')])
  expect(first('CommentPage', { classId: '101', newsId: '5' })).toEqual([storyKeys[0], storyKeys[2]])
  expect(first('VideoDetail', { classId: '101' })).toEqual([])
  // a comment's thread: the comment (fetchComment) and its first replies (fetchReplies)
  const thread = { classId: 101, newsId: 5, plId: 75 }
  expect(first('CommentReplyPage', { classId: '101', newsId: '5', plId: '75' })).toEqual([bootKey('/v1/comment/getList', thread), bootKey('/v1/comment/getListByParentId', { ...thread, page: 1, pageSize: LIST_PAGE_SIZE })])
  expect(first('CommentReplyPage', { classId: '101', newsId: '5' })).toEqual([])
  // a column's page (columnList, columnInfo), the specials, every topic or one topic (stores/topics)
  expect(first('columns', { columnId: '801' })).toEqual(['v2 /kratos/v1/column/list?columnId=801&page=1', '/kratos/v1/channelClass/one?columnId=801'])
  expect(first('columns', {})).toEqual([])
  expect(first('Special', {})).toEqual(['/v1/news/specialList?page=1'])
  expect(first('timeTopic', {})).toEqual(['/kratos/v1/topicsCollect?columnId=1401&page=1'])
  expect(first('timeTopic', { id: '3' })).toEqual(['/kratos/v1/topics/show?id=3', 'v2 /kratos/v1/topics/news_list?id=3&page=1'])
  // a list of stories is asked for in version 2 (storyPage): its key says so
  expect(first('hotNews', {})).toEqual(['v2 /v1/news/getHotLists?page=1'])
})

it('asks nothing for an address without a usable id, nor for a community’s or a member’s page', () => {
  for (const id of ['', 'abc', '0', '-1', '1.5', '99999999999']) {
    expect(first('politicsDetail', { id })).toEqual([])
    expect(first('DetailDiscover', { id })).toEqual([])
    expect(first('DetailDiscover', { newsId: id })).toEqual([])
    expect(first('ShopGoods', { id })).toEqual([])
  }
  expect(first('communityIndex', { id: '3' })).toEqual([])
  expect(first('communityIndex', { userId: '3' })).toEqual([])
  expect(first('communityIndex', {})).toEqual(['/v1/bangbang/groupownet/home?page=1'])
  expect(first('exposureIndex', { status: '2' })).toEqual([])
  expect(first('exposureIndex', {})).toEqual(['/api/bangbang/comment/bangbanglist?page=1'])
})
