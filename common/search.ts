// The search pages' words as readers see them, shared by the app (SearchBar and the search pages) and the
// server's first screens of them (server/src/content/first-paint.ts).

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

/** the news search (/SearchPage) */
export const NEWS_SEARCH_TEXT = {
  placeholder: '搜索新闻、话题',
  hot: '热门搜索',
  recent: '搜索历史',
  clear: '清空',
  none: '暂无相关内容',
  empty: '请输入搜索内容',
} as const
/** where the news search keeps the phone's recent searches (Taro's storage: a JSON { data: string[] }) */
export const NEWS_SEARCH_HISTORY_KEY = 'searchHistory'
/** the longest word the news search takes */
export const NEWS_SEARCH_MAX = 30

/** 乡村帮帮's search (/yu-nong/country-bangbang-search) */
export const COUNTRY_SEARCH_TEXT = {
  placeholder: '搜索种植、养殖、政策等问题',
  none: '没有找到相关问题，换个词试试，或者去提问',
} as const
export const COUNTRY_SEARCH_MAX = 50

/** the points shop's search (/AccumulatedPoints/SearchPage) */
export const SHOP_SEARCH_TEXT = {
  placeholder: '搜索商品、商家',
  hint: '输入商品名称或商家，例如：门票、书店',
  none: '没有找到相关商品',
} as const

/** the composition section's search (/composition/SearchPage): works, teachers, schools, a tab each */
export const COMPOSITION_SEARCH_TEXT = {
  placeholder: '搜索作文、老师、学校',
  kinds: { composition: '作文', teacher: '老师', school: '学校' },
  none: (w: string) => `没有找到与“${w}”有关的内容`,
  hint: '输入题目、笔名、老师或学校的名字',
} as const
export const COMPOSITION_SEARCH_MAX = 30
