// What happens when the server says the reader is not logged in (body statusCode 301/302):
// in the native app its own login is asked for at once; elsewhere a message, then /LoginPage after 1.5 s.
// The account area registers how to reach the login screen.
import { toast } from '../utils/toast'
import { env } from '../platform/env'
import { notLoggedIn } from '../../types/errors-start'

export const LOGIN_REDIRECT_DELAY_MS = 1500

type LoginHandler = () => void

let goToLogin: LoginHandler | null = null
let pending: ReturnType<typeof setTimeout> | null = null

export function setLoginHandler(handler: LoginHandler): void {
  goToLogin = handler
}

/** A login that has just happened (or a session just ended) makes a pending redirect moot. */
export function forgetLoginRedirect(): void {
  if (pending) clearTimeout(pending)
  pending = null
}

/** The server answered 301/302 (not logged in); several such answers at once lead to one login. */
export function notLoggedInAnswered(): void {
  if (pending) return
  if (env.environment() === 'app') {
    goToLogin?.()
    return
  }
  toast(notLoggedIn)
  pending = setTimeout(() => {
    pending = null
    goToLogin?.()
  }, LOGIN_REDIRECT_DELAY_MS)
}
