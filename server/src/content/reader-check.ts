// A first screen drawn for some readers only must never show to the others. The page carries one inline
// script, run before its first paint, that marks the page's root element:
// - a reader with a session (the token the app keeps in Taro's storage, a JSON { data }; or WeChat's login
//   code on its way back in the address) gets READER_CLASS: the visitors' screen (the login page a reader's
//   own page sends a visitor to) is not shown to them, and the app draws their own page;
// - a reader who keeps something on the phone that a page shows and the server cannot see, the news search's
//   history or a draft of a form, gets keptClass(name): the screen drawn for a reader without it
//   (unlessKeptClass(name)) is not shown to them; their page is the app's, which moves nothing.
// The styles that hide them are src/platform/first-paint.h5.scss. The page's content security policy allows
// that script by its hash (http/security.ts), and no other.
import { createHash } from 'crypto'
import { NEWS_SEARCH_HISTORY_KEY } from '../../../common/search'
import { draftStorageKey } from '../../../common/drafts'

/** the class of a first screen drawn for visitors alone */
export const VISITOR_SCREEN_CLASS = 'first-paint--visitor'

/** the class the script gives the page's root element for a reader with a session */
export const READER_CLASS = 'sy-reader'

/** the class the script gives the page's root element for a reader who keeps `name` on the phone (a search history, a draft) */
export const keptClass = (name: string): string => `sy-kept-${name}`

/** the class of a first screen drawn for a reader who keeps no `name` on the phone */
export const unlessKeptClass = (name: string): string => `first-paint--unless-${name}`

/** a draft's storage key (common/drafts.ts), the draft's name captured */
export const DRAFT_KEY_PATTERN = new RegExp(`^${draftStorageKey('[^:]*', '([\\w-]+)')}$`)

export const READER_CHECK_SCRIPT = "try{var s=localStorage,c=document.documentElement.classList,t=JSON.parse(s.getItem('token')||'{}').data;" +
  `if(t||/[?&]code=/.test(location.search))c.add('${READER_CLASS}');` +
  `var h=JSON.parse(s.getItem('${NEWS_SEARCH_HISTORY_KEY}')||'{}').data;if(h&&h.length)c.add('${keptClass(NEWS_SEARCH_HISTORY_KEY)}');` +
  `for(var i=s.length;i--;){var m=${DRAFT_KEY_PATTERN}.exec(s.key(i)||'');if(m)c.add('${keptClass('')}'+m[1])}}catch(e){}`

/** the script's hash as a content security policy source */
export const READER_CHECK_HASH = `'sha256-${createHash('sha256').update(READER_CHECK_SCRIPT).digest('base64')}'`
