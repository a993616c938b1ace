// The one login guard: like, comment, publish and report need a token (stored, or the native app's);
// without one the reader is told and sent to log in, then brought back here.
import { sessionStore } from './session'
import { auth } from '../platform/auth'
import { router } from '../platform/router'
import { toast } from '../utils/toast'
import { appPath } from '../utils/params'

export const LOGIN_PROMPT = '请登录上游账号'
export const LOGIN_PROMPT_FIRST = '请先登录上游账号'

/** True when the reader may go on; otherwise they are on their way to login. */
export function requireLogin(): boolean {
  if (sessionStore.loggedIn) return true
  toast(LOGIN_PROMPT_FIRST)
  auth.goToLogin(router.currentUrl())
  return false
}

/** After a login: back to where the reader was (the login pages leave the history). */
export function finishLogin(redirect: string | undefined): void {
  router.relaunch(appPath(redirect))
}
