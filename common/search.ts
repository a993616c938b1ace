// The search pages' words as readers see them, shared by the app (SearchBar, 帮帮's search) and the server's
// first screen of 帮帮's search (server/src/content/first-paint.ts).

/** the button beside every search box */
export const SEARCH_BUTTON = '搜索'

/** 帮帮's search (/BangBang/SearchPage) */
export const BANG_SEARCH_TEXT = {
  placeholder: '搜索问政、问答、社区',
  hot: '热门搜索',
  none: '没有找到相关内容',
  politics: '问政',
  qa: '问答',
  community: '社区',
  more: '查看更多 ›',
} as const
