// Deleting something of the reader's own (a 社区 post, a 发现 post): asked first, the server's words said
// either way, what shows it refreshed once it is gone. And any one request of the reader's sent the same way.
import { runInAction } from 'mobx'
import { errorMessage } from '../utils/errors'
import { confirm, toast } from '../utils/toast'

/** Deletes after asking `question`; `after` once it is gone. True then. `holder.busy` guards a second tap. */
export async function removeAfterAsking(holder: { busy: boolean }, question: string, call: () => Promise<{ message: string }>, after: () => void): Promise<boolean> {
  if (holder.busy || !(await confirm({ content: question }))) return false
  runInAction(() => { holder.busy = true })
  try {
    const res = await call()
    toast(res.message)
    after()
    return true
  } catch (err) {
    toast(errorMessage(err))
    return false
  } finally {
    runInAction(() => { holder.busy = false })
  }
}

/**
 * Sends one request of the reader's (a form, a decision): the server's words are said either way; `after`
 * once it is accepted. True then. `holder.sending` guards a second tap while it goes.
 */
export async function sendOnce(holder: { sending: boolean }, call: () => Promise<{ message: string }>, after?: () => Promise<void> | void): Promise<boolean> {
  if (holder.sending) return false
  runInAction(() => { holder.sending = true })
  try {
    toast((await call()).message)
    await after?.()
    return true
  } catch (err) {
    toast(errorMessage(err))
    return false
  } finally {
    runInAction(() => { holder.sending = false })
  }
}
