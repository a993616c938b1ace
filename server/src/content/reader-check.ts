// A first screen drawn for visitors alone (the login page a reader's own page sends a visitor to: the
// server's first screens, content/first-paint.ts) must never show to a reader who has a session. The page
// carries one inline script, run before its first paint: a reader with a session (the token the app keeps in
// Taro's storage, a JSON { data }; or WeChat's login code on its way back in the address) is marked so, and
// the visitors' screen is not shown to them (src/platform/first-paint.h5.scss): the app draws their own page.
// The page's content security policy allows that script by its hash (http/security.ts), and no other.
import { createHash } from 'crypto'

/** the class of a first screen drawn for visitors alone */
export const VISITOR_SCREEN_CLASS = 'first-paint--visitor'

/** the class the script gives the page's root element for a reader with a session */
export const READER_CLASS = 'sy-reader'

export const READER_CHECK_SCRIPT = "try{var t=JSON.parse(localStorage.getItem('token')||'{}').data;" +
  `if(t||/[?&]code=/.test(location.search))document.documentElement.classList.add('${READER_CLASS}')}catch(e){}`

/** the script's hash as a content security policy source */
export const READER_CHECK_HASH = `'sha256-${createHash('sha256').update(READER_CHECK_SCRIPT).digest('base64')}'`
