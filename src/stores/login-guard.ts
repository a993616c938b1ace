// The one login guard: like, comment, publish and report need a token (stored, or the native app's);
// without one the reader is told and sent to log in, then brought back here.
import { sessionStore } from './session'
import { auth } from '../platform/auth'
import { router } from '../platform/router'
import { toast } from '../utils/toast'
import { appPath } from '../utils/params'
import { LOGIN_PROMPT_FIRST } from '../../common/account'

export { LOGIN_PROMPT_FIRST }

/** True when the reader may go on; otherwise they are on their way to login. */
export function requireLogin(): boolean {
  if (sessionStore.loggedIn) return true
  toast(LOGIN_PROMPT_FIRST)
  auth.goToLogin(router.currentUrl())
  return false
}

/**
 * Whether a visitor on a reader's own page (RouteMeta.needsLogin) is on their way to the login page: on a
 * target whose login is a page of the app's, not the native app's own. (The first screen the H5 server draws
 * there is that login page; it stays until the login page has been drawn.)
 */
export function goingToLoginPage(needsLogin: boolean | undefined): boolean {
  return needsLogin === true && !sessionStore.loggedIn && auth.client !== 'app'
}

/** After a login: back to where the reader was (the login pages leave the history). */
export function finishLogin(redirect: string | undefined): void {
  router.relaunch(appPath(redirect))
}
