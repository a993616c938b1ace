// The words the app's start-up says itself (the request client, the login redirect), apart from the rest of
// the catalogue (types/errors.ts re-exports them): the modules every H5 page loads first take these, and the
// catalogue's other words come with the pages that say them.

/** HTTP 500; the client shows it too (reading-side spec §3) */
export const serverTrouble = '服务器开小差了,后台工作人员正在努力解决'
/** a call that never reached the server, or came back unreadable (the client's own) */
export const networkFailed = '网络连接失败，请稍后重试'
/** a reader's session that has ended, or never began (the login redirect's toast) */
export const notLoggedIn = '未登录或登录过期，请重新登录'
