// What the account pages hand each other without putting it in the address.
/** the find-password ticket between ChangeCheckPage and NewPasswordPage */
export const resetFlow = { phone: '', ticket: '' }
