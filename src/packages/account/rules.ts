// Rules the account forms share. (They live here, not in a page: the mini-program build keeps only a
// page module's default export, so one page cannot import another's constants.)

export const ENTER_CODE = '请输入6位验证码'
export { PASSWORD_RULE } from '../../../common/account'
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{8,20}$/
