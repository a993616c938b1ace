// 忘记密码: the phone's code is checked for a ticket (/ChangeCheckPage), which sets the new password
// (/NewPasswordPage) once; the ticket travels here, never in the address.
import { makeAutoObservable, runInAction } from 'mobx'
import { checkFindCode, resetPassword } from '../services/account'

export class PasswordReset {
  phone = ''
  ticket = ''

  constructor() {
    makeAutoObservable(this)
  }

  /** the phone's code was taken: a new password may be set */
  get verified(): boolean {
    return this.ticket !== ''
  }

  async check(phone: string, code: string): Promise<void> {
    const { ticket } = await checkFindCode(phone, code)
    runInAction(() => {
      this.phone = phone
      this.ticket = ticket
    })
  }

  /** Sets the new password; the ticket is spent (the server signs the account out everywhere). */
  async reset(password: string): Promise<void> {
    await resetPassword(this.phone, this.ticket, password)
    runInAction(() => { this.ticket = '' })
  }
}

export const passwordReset = new PasswordReset()
