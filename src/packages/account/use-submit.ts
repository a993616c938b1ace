// The account forms' common submit: one request at a time (the button shows busy), a refusal toasted
// in the server's words with the form left as filled in; the sign-in forms then go back where the reader
// came from (the session store keeps the session).
import { useState } from 'react'
import { errorMessage } from '../../utils/errors'
import { finishLogin } from '../../stores/login-guard'
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
  /** runs one of the session store's sign-ins; on success the reader is sent on */
  const signIn = (login: () => Promise<void>) => run(async () => {
    await login()
    finishLogin(redirect)
  })
  return { busy, signIn }
}
