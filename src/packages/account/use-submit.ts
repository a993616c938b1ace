// The account forms' common submit: one request at a time (the button shows busy), a refusal toasted
// in the server's words with the form left as filled in; the sign-in forms then keep the session and
// go back where the reader came from.
import { useState } from 'react'
import type { LoginResult } from '@types-api/account'
import { errorMessage } from '../../services/request'
import { sessionStore } from '../../stores/session'
import { finishLogin } from '../../utils/login-guard'
import { toast } from '../../utils/toast'

export function useSubmit() {
  const [busy, setBusy] = useState(false)
  const run = async (task: () => Promise<void>): Promise<void> => {
    setBusy(true)
    try {
      await task()
    } catch (err) {
      toast(errorMessage(err))
    } finally {
      setBusy(false)
    }
  }
  return { busy, run }
}

export function useSignIn(redirect?: string) {
  const { busy, run } = useSubmit()
  /** runs the login request for this phone; on success the reader is logged in and sent on */
  const signIn = (phone: string, login: () => Promise<LoginResult>) => run(async () => {
    await sessionStore.signIn(await login(), phone)
    finishLogin(redirect)
  })
  return { busy, signIn }
}
