// The one catalogue of what a reader is told when something goes wrong: the server's refusals (the
// envelope's message) and the client's own checks before it asks, in the spec's words where it has them.
// Named by what went wrong; a limit's words take the limit (the number lives beside the rule that uses it).
// Each is its own export, imported as `import * as ERRORS from '…/types/errors'`; the start-up's own
// modules take theirs from types/errors-start.ts (re-exported here), so the H5 first load does not carry
// this file.
// What is said when things go right (发布成功, 已置顶 …) is in the catalogue beside this one, types/texts.ts.

// ---- anything
// (the words the app's start-up says itself: HTTP 500, a call that never arrived, the login redirect; in
// their own file, so the H5 first load does not carry the whole catalogue)
export { serverTrouble, networkFailed, notLoggedIn } from './errors-start'
export const tooFast = '操作太频繁，请稍后再试'
export const askTooFast = '提问太频繁，请稍后再试'
export const publishTooFast = '发布太频繁，请稍后再试'
export const uploadTooFast = '上传太频繁，请稍后再试'
export const positionTooFast = '定位请求太频繁，请稍后再试'
export const noSuchRoute = '接口不存在'
export const addressTooLong = '请求地址过长'
export const addressMalformed = '请求地址格式不正确'
/** gone for good: a removed reader's picture or video, a taken-down item */
export const removed = '内容已删除'

// ---- a request the server cannot take (validation, parsing, HTTP)
export const missingParam = (name: string) => `缺少参数 ${name}`
export const paramNotNumber = (name: string) => `参数 ${name} 必须是数字`
export const paramBadFormat = (name: string) => `参数 ${name} 格式不正确`
export const paramTooSmall = (name: string, limit: unknown) => `参数 ${name} 不能小于 ${limit}`
export const paramTooLarge = (name: string, limit: unknown) => `参数 ${name} 不能大于 ${limit}`
export const paramEmpty = (name: string) => `参数 ${name} 不能为空`
export const paramTooShort = (name: string, limit: unknown) => `参数 ${name} 至少 ${limit} 个字符`
export const paramTooLong = (name: string, limit: unknown) => `参数 ${name} 不能超过 ${limit} 个字符`
export const paramBadValue = (name: string) => `参数 ${name} 取值不正确`
export const paramOutOfRange = (name: string) => `参数 ${name} 超出范围`
export const paramBadCharacter = (name: string) => `参数 ${name} 含有不允许的字符`
export const enewsUnsupported = (enews: string) => `不支持的 enews：${enews}`
export const paramWrong = (name: string) => `参数 ${name} 不正确`
export const requestBad = '请求参数不正确'
export const bodyEmpty = '请求内容不能为空'
export const bodyMalformed = '请求内容格式不正确'
export const mediaTypeUnsupported = '不支持的请求格式'
export const bodyTooLarge = '请求内容过大'
export const contentLengthBad = '请求内容长度不正确'
export const requestTypeBad = '请求格式不正确'
export const methodUnsupported = '不支持的请求方法'
export const notAcceptable = '无法提供所需的格式'
/** /readyz: the instance is closing, or cannot reach what it needs */
export const draining = '服务正在停止，请稍后再试'
export const notReady = '服务暂不可用'
export const metricsForbidden = '无权读取运行指标'
export const apiVersionUnsupported = (v: string) => `不支持的接口版本：v${v}`
export const rangeBad = '请求的范围不正确'
export const requestUnprocessable = '请求无法处理'
export const badImageProcess = '参数 x-oss-process 格式不正确'
export const h5NotBuilt = 'H5 站点尚未构建，请先运行 npm run build:h5'
export const reportsNoneWaiting = '没有待处理的举报'
export const reportNotHideable = '这类内容由编辑处理，不能在这里隐藏'
export const consoleNotBuilt = '编辑部后台尚未构建，请先运行 npm run build:admin'
export const redirectOffSite = 'redirect_uri 必须指向本站'
export const notStaff = '没有权限进行此操作'
export const userGone = '用户不存在'

// ---- accounts
export const phoneBad = '请输入正确的手机号'
export const smsNotSent = '短信发送失败，请稍后再试'
export const codeWrong = '验证码错误'
export const codeExpired = '验证码已过期，请重新获取'
export const codeUsed = '验证码已失效，请重新获取'
export const codeNotSent = '请先获取验证码'
export const codeTriesExceeded = '验证码错误次数过多，请重新获取'
export const smsTooSoon = '发送太频繁，请60秒后再试'
export const smsDailyCap = '今日验证码发送次数已达上限，请明天再试'
export const sliderMissing = '请先完成滑块验证'
export const sliderFailed = '滑块验证失败，请刷新后重试'
export const passwordWrong = '手机号或密码错误'
export const passwordTriesExceeded = '密码错误次数过多，请15分钟后再试或使用验证码登录'
export const phoneTaken = '该手机号已注册，请直接登录'
export const phoneUnknown = '该手机号尚未注册'
export const passwordWeak = '密码需为8-20位，且同时包含字母和数字'
export const ticketExpired = '操作已过期，请重新验证'
export const wechatCodeFailed = '获取微信code失败'
export const wechatUnbound = '该微信尚未绑定手机号'
export const wechatTaken = '该手机号已绑定其他微信'
export const wechatIdentityGone = '微信身份不存在'
export const oauthStateForeign = '微信登录不是从本页面发起的，请重新点击微信登录'
export const nicknameLength = (min: number, max: number) => `昵称为${min}-${max}个字`
export const nicknameReserved = '昵称不能使用“上游新闻”“官方”“管理员”等字样'
export const nicknameUnfit = '昵称含有不适宜的内容，请修改'
export const avatarUnfit = '这张图片不能用作头像，请换一张'
export const profileUnchanged = '请修改昵称或头像'
export const roleHeld = '该用户已有此角色'
export const roleNotHeld = '该用户没有此角色'
export const lastAdmin = '不能撤销最后一位管理员'

// ---- reading: stories and what hangs on them
export const storyGone = '新闻不存在或已下线'
export const articleGone = '文章不存在'
export const channelGone = '频道不存在'
export const localChannelGone = '地方频道不存在'
export const columnGone = '栏目不存在'
export const specialGone = '专题不存在'
export const topicGone = '话题不存在'
export const providerAccountGone = '上游号不存在'
export const vrGone = 'VR 内容不存在'
export const paperGone = '报纸不存在'
export const noPaperThatDay = '该日期没有报纸'
export const imageGone = '图片不存在'
export const videoGone = '视频不存在'
export const searchEmpty = '请输入搜索内容'
export const positionUnknown = '无法识别当前位置'
export const noWeather = '暂无该地区天气'

// ---- comments, likes, reports
export const commentEmpty = '请输入评论内容'
export const commentTooLong = (max: number) => `评论不能超过${max}字`
export const commentTooFast = '评论太频繁，请稍后再试'
export const commentsClosed = '该内容暂不支持评论'
export const commentGone = '评论不存在或已删除'
export const replyTargetGone = '要回复的评论不存在或已删除'
export const notYourComment = '只能删除自己的评论'
/** a like that did not go through (community spec §8; the reading side allows this variant) */
export const likeFailed = '点赞失败！'
export const likedAlready = '你已经点过赞了'
/** the 帮帮 pages' words for the same (community spec) */
export const likedAlreadyBang = '您已经点赞过了'
export const reportReasonMissing = '请选择举报内容'
export const reportReasonUnknown = '举报内容不在可选范围内'
export const reportTargetMissing = '请选择举报的内容或话题'

// ---- readers' posts (问答, 问政, 社区, 发现)
export const contentGone = '内容不存在或已删除'
export const contentEmpty = '请输入内容'
export const contentTooLong = (max: number) => `内容不能超过${max}字`
export const replyEmpty = '请输入回复内容'
export const replyTooLong = (max: number) => `回复不能超过${max}字`
export const notAuthorDelete = '只能删除自己发布的内容'
export const notAuthor = '只能操作自己发布的内容'
export const picturesOrVideo = '图片和视频只能选择一种'
export const contentBlocked = '内容含有违规信息，请修改后再发布'
export const contentNotShown = '该内容当前未展示'
export const questionGone = '问题不存在或已删除'
export const answerGone = '回答不存在或已删除'
export const questionEmpty = '请输入问题内容'
export const questionTooLong = (max: number) => `问题不能超过${max}字`
export const answerEmpty = '请输入回答内容'
export const answerTooLong = (max: number) => `回答不能超过${max}字`
export const askTargetGone = '该记者或专家不存在'
export const ownQuestion = '不能回答自己的问题'
export const notAskerPin = '只有提问者可以置顶回答'
export const homeClosed = '抱歉此账号主页(暂时)无法查看'
export const politicsGone = '问题不存在'
// 直播带货投诉平台
export const complaintPlatformMissing = '请选择购买商品的平台'
export const complaintSellerMissing = '请填写店铺或主播名称'
export const complaintSellerTooLong = (max: number) => `店铺或主播名称不能超过${max}字`
export const complaintOrderBad = '订单号只能包含字母、数字和横线，最多40位'
export const complaintContentMissing = '请描述遇到的问题'
export const complaintContentTooLong = (max: number) => `问题描述不能超过${max}字`
export const complaintDepartmentMissing = '投诉受理部门暂未开通，请稍后再试'
export const departmentMissing = '请选择部门'
export const titleEmpty = '请输入标题'
export const titleTooLong = (max: number) => `标题不能超过${max}字`
export const politicsContentTooLong = (max: number) => `问题内容不能超过${max}字`
export const notTheDepartment = '只有该问题所属部门的账号可以办理'
export const notAskerRate = '只有提问者可以评价或重新办理'
export const politicsStateWrong = '问题当前状态不能进行此操作'
export const reasonEmpty = '请填写原因'
export const duplicateIdMissing = '请填写重复问题的编号'
export const politicsReplyEmpty = '请输入答复内容'
export const ratingRange = '评分为1到5分'
export const ratingMissing = '请选择评分'
export const reopenedOnce = '每个问题只能重新办理一次'
export const reopenLate = '答复已超过7天，不能重新办理'
export const communityGone = '社区不存在'
export const membersOnly = '加入该社区后才能查看社区成员'
export const joinFirst = '请先加入社区'
export const workerStays = '社区工作人员不能更换社区'
export const alreadyMember = '你已是该社区成员'
export const notCommunityWorker = '只有本社区的工作人员可以回复'
export const notReporter = '只有记者可以跟进曝光'
export const postSolved = '已解决，不能再回复'
export const topicNameLength = (min: number, max: number) => `话题名称为${min}-${max}个字`
export const topicClosed = '该话题暂不能参与'
export const linkedStoryGone = '关联的稿件不存在'
export const pictureRejectedBefore = '图片曾被驳回'
export const realNameEmpty = '请输入真实姓名'
export const jobEmpty = '请输入单位及职务'
export const jobTitleEmpty = '请输入职务'
export const workerWhoMissing = '请填写读者的手机号'
export const merchantWhoMissing = '请填写商家账号的手机号'
export const noAccountForPhone = '该手机号还没有注册'
export const notAWorker = '该读者不是社区工作人员'
export const proofEmpty = '请填写认证材料说明'
export const applicationTooLong = '内容过长，请精简后再提交'
export const applicationPending = '你已有一份申请正在审核，请耐心等待'
export const identityHeld = '你已认证为该身份'
export const applicationGone = '申请不存在'
export const applicationDecided = '该申请已处理'
export const rejectReasonEmpty = '请填写驳回原因'
export const identityTypeMissing = '请选择认证类型'

// ---- moderation (the newsroom)
export const moderationItemGone = '审核记录不存在'
export const moderationDecided = '该内容已处理'
export const sensitiveWordBad = '敏感词为 1–32 个字，且须含有文字'
export const sensitiveWordExists = '该敏感词已存在'
export const sensitiveWordGone = '敏感词不存在'

// ---- pictures and videos
export const pictureMissing = '请选择要上传的图片'
export const pictureType = '只能上传 JPG、PNG、WebP 或 GIF 图片'
export const pictureTooBig = (mb: number) => `图片不能超过${mb}MB`
export const pictureTooLarge = '图片尺寸过大，请缩小后再上传'
export const pictureBroken = '图片已损坏，无法读取'
export const pictureNotStored = '图片保存失败，请稍后重试'
export const videoMissing = '请选择要上传的视频'
export const videoType = '只能上传 MP4 或 MOV 视频'
export const videoTooBig = (mb: number) => `视频不能超过${mb}MB`
export const videoTooLong = (seconds: number) => `视频不能超过${seconds}秒`
export const videoBroken = '视频已损坏，无法读取'
export const videoCoverGone = '封面图片不存在，请重新选择视频'
export const videoNotStored = '视频保存失败，请稍后重试'

// ---- points and the shop
export const signedInToday = '今天已经签到过了'
export const pointRuleGone = '没有这项积分规则'
export const pointsShort = '积分不足'
export const goodsGone = '商品不存在或已下架'
export const goodsTitleBad = (max: number) => `请填写商品名称（不超过${max}个字）`
export const goodsCategoryBad = (max: number) => `请填写分类（不超过${max}个字）`
export const goodsCoverMissing = '请上传商品图片'
export const goodsDescriptionTooLong = (max: number) => `商品介绍不能超过${max}个字`
export const goodsMerchantTooLong = (max: number) => `商家名称不能超过${max}个字`
export const goodsPriceBad = (max: number) => `兑换积分须是1到${max}的整数`
export const goodsStockBad = (max: number) => `库存须是0到${max}的整数`
export const goodsPerUserBad = (max: number) => `每人限兑须是0到${max}的整数（0为不限）`
export const goodsSortBad = (max: number) => `排序须是0到${max}的整数`
/** an order number (ads, e-paper articles) out of its range */
export const sortBad = goodsSortBad
export const goodsStockChangeBad = '请填写要增加或减少的件数'
export const goodsStockBelowZero = (stock: number) => `库存不能少于0（现有${stock}件）`
export const goodsStockAboveMax = (max: number) => `库存不能超过${max}件`
export const soldOut = '库存不足'
export const perUserLimit = (n: number) => `每人最多兑换${n}件`
export const addressEmpty = '请填写收货地址'
export const idemKeyReused = '该请求已用于另一次兑换'
export const orderGone = '订单不存在'
export const notYourOrder = '只能操作自己的订单'
export const orderNotCancellable = '该订单不能取消'
export const orderShippedNoCancel = '订单已发货，不能取消'
export const orderNotShippable = '该订单不能发货'
export const trackingEmpty = '请填写快递公司和单号（或送达方式）'
export const orderNotShipped = '该订单还未发货'
export const notMerchant = '该用户不是商家账号'
export const merchantNotLinked = '该商家未关联此商品'
export const couponCodeGone = '券码不存在'
export const couponUsed = (time: string, by: string) => `该券码已于${time}由${by}核销`
export const orderNotRedeemable = '该订单不能核销'
export const companyEmpty = '请填写公司或机构名称'
export const contactEmpty = '请填写联系人'
export const contactPhoneBad = '请输入正确的联系电话'
export const cooperationKindMissing = '请选择合作类型'
export const cooperationTooShort = (min: number) => `合作内容至少${min}个字`
export const fieldTooLong = (what: string, max: number) => `${what}不能超过${max}个字`
export const cooperationDailyCap = (n: number) => `今天已提交${n}次，请明天再试`
export const cooperationGone = '合作申请不存在'
export const cooperationDecided = '该合作申请已处理'

export const compositionGone = '作文不存在或未公开'
export const paperIssueGone = '这一期报纸不存在'
export const schoolGone = '学校不存在'
export const teacherGone = '老师不存在'
export const teacherCommentGone = '点评不存在'
export const studentGone = '小作者不存在'
export const penNameEmpty = '请填写笔名'
export const penNameTooLong = (n: number) => `笔名不能超过${n}个字`
export const penNameHeld = '笔名含有不宜公开的内容，请换一个'
export const gradeBad = '请选择正确的年级（一年级到高三）'
export const classNameTooLong = (n: number) => `班级不能超过${n}个字`
export const guardianConsentNeeded = '未满14周岁，需要监护人同意后才能创建小作者资料'
export const noConsentToWithdraw = '没有可撤回的监护人同意'
export const noStudentProfile = '请先创建小作者资料'
export const compositionTitleEmpty = '请填写作文题目'
export const compositionTitleTooLong = (n: number) => `题目不能超过${n}个字`
export const compositionBodyEmpty = '请填写作文正文'
export const compositionBodyTooLong = (n: number) => `正文不能超过${n}个字`
export const genreBad = '请选择体裁'
export const tooManyPictures = (n: number) => `最多上传${n}张图片`
export const teacherNeeded = '请选择指导老师'
export const teacherNotOfSchool = '指导老师不在你的学校，请重新选择'
export const consentWithdrawnNoSubmit = '监护人已撤回同意，暂时不能投稿'
export const compositionSubmitted = '作文已提交，等待老师点评，暂时不能修改'
export const compositionLocked = '作文已点评，不能再修改'
export const compositionPrinted = '已见报的作文不能修改'
export const compositionClosed = '作文未通过，不能再修改'
export const compositionNotDeletable = '已公开的作文不能删除'
export const notTeacher = '只有认证教师可以点评作文'
export const notYourComposition = '这篇作文没有请你指导'
export const compositionNotWaiting = '这篇作文不在待点评状态'
export const alreadyReviewed = '这篇作文你已经点评过了'
export const scoreBad = '请给出0到100的分数'
export const reviewCommentEmpty = '请填写评语'
export const reviewCommentTooLong = (n: number) => `评语不能超过${n}个字`
export const reviewCommentHeld = '评语含有不宜公开的内容，请修改'
export const highlightNotInText = '划线的句子要出自作文原文'
export const tooManyHighlights = (n: number) => `最多划出${n}句`
export const reasonTooLong = (n: number) => `原因不能超过${n}个字`
export const compositionNotReviewed = '只有已点评的作文可以推荐'
export const compositionNotRecommended = '只有编辑推荐的作文可以见报'
export const compositionAlreadyPrinted = '已见报的作文不能退回'
export const issueDateBad = '请填写正确的见报日期（YYYY-MM-DD）'
/** the audit log's search: a day that is not one */
export const auditDayBad = '请填写正确的日期（YYYY-MM-DD）'
export const issueTitleTooLong = (n: number) => `版面主题不能超过${n}个字`
export const feeBad = (max: number) => `稿费应为0到${max}元`
export const teacherSchoolNeeded = '请选择任教的学校'
export const compositionRejectedByModerator = '内容未通过审核'
export const compositionHiddenByModerator = '内容违反社区规定，已不再公开'

// ---- 渝农 (the rural section)
export const ruralTabGone = '栏目不存在'
export const farmProductGone = '没有这个农产品'
export const farmMarketGone = '没有这个市场'
export const priceDayBad = '请填写正确的报价日期（YYYY-MM-DD），不能晚于今天，也不能早于一年前'
export const pricesEmpty = '请填写报价，每行一条：产品,市场,价格'
export const priceLineBad = (line: number) => `第${line}行格式应为：产品,市场,价格`
export const priceBad = (line: number, max: number) => `第${line}行价格应为大于0、不超过${max}元的数字，最多两位小数`
export const priceProductUnknown = (line: number, name: string) => `第${line}行：没有“${name}”这个农产品`
export const priceMarketUnknown = (line: number, name: string) => `第${line}行：没有“${name}”这个市场`
export const tooManyPriceLines = (n: number) => `一次最多导入${n}条报价`
export const ruralTabNameEmpty = '请填写标签名称'
export const ruralTabNameTooLong = (n: number) => `标签名称不能超过${n}个字`
export const ruralTabColumnNeeded = '请选择这个标签列出的栏目'
export const ruralTabParentBad = '上级标签必须是分组'
export const ruralTabTooDeep = (n: number) => `标签最多${n}层`
export const ruralTabHasChildren = '这个分组下还有标签，请先删除或移走它们'
export const ruralQaCategoryNeeded = '请选择问题分类：种植、养殖、价格、政策或土地'

// ---- the newsroom's stories (issue 29) ----
export const storyNotFound = '稿件不存在'
export const storyTitleEmpty = '请填写标题'
export const storyTitleTooLong = (max: number) => `标题不能超过${max}个字`
export const storySummaryTooLong = (max: number) => `摘要不能超过${max}个字`
export const storyBodyEmpty = '请填写正文'
export const storyBodyTooLong = '正文太长了，请分成几篇'
export const storyCoverCount = (showType: string, n: number) => `${showType}样式需要${n}张封面图`
export const storyCoverTooMany = (max: number) => `封面图最多${max}张`
export const storyGalleryEmpty = '图集至少需要一张图片'
export const storyGalleryTooMany = (max: number) => `图集最多${max}张图片`
export const storyCaptionTooLong = (max: number) => `图片说明不能超过${max}个字`
export const storyVideoMissing = '请上传视频'
export const storyLiveStartMissing = '请填写直播开始时间'
export const storyLinkBad = '请填写以 http:// 或 https:// 开头的链接，或本站以 / 开头的地址'
export const storyMediaBad = '图片和视频须是本站上传的'
export const storyTagsBad = (max: number, len: number) => `标签最多${max}个，每个不超过${len}个字`
export const storyBylineTooLong = (max: number) => `作者和来源不能超过${max}个字`
export const storyChannelsTooMany = (max: number) => `最多放在${max}个频道`
export const storyColumnNotForStories = '这个栏目不能直接发稿'
export const storyStale = '稿件已被他人修改，请刷新后再保存'
export const storyActionBad = (state: string, action: string) => `稿件${state}，不能${action}`
export const storyScheduleBad = '定时发布的时间须晚于现在'
export const storyScheduleTooFar = '定时发布的时间不能超过一年'
export const storyRevisionGone = '这一版不存在'

// ---- ingest: the CMS feeds (issue 29) ----
export const feedNotFound = '稿源不存在'
export const feedNameBad = '稿源名称为 1–40 个字'
export const feedUrlBad = '请填写以 http:// 或 https:// 开头的稿源地址'
export const feedIntervalBad = '抓取间隔为 5–1440 分钟'
export const feedPrivateAddress = '稿源地址不能是内网或本机地址'
export const feedFetchFailed = (status: number) => `抓取失败：稿源回答 HTTP ${status}`
export const feedUnreachable = '抓取失败：连不上稿源'
export const feedTimeout = '抓取失败：稿源超过 10 秒没有回答'
export const feedTooLarge = '抓取失败：稿源内容超过 2 MB'
export const feedUnreadable = (why: string) => `解析失败：${why}`
export const feedItemsSkipped = (n: number, why: string) => `${n} 条未能导入（${why}）`

// ---- the front page (issue 29) ----
export const channelOrderBad = '频道顺序须包含每个频道各一次'
export const bannersTooMany = (max: number) => `轮播最多${max}篇`
export const bannersRepeated = '轮播里有重复的稿件'
export const hotPinsTooMany = (max: number) => `热点最多置顶${max}篇`
export const hotPinsRepeated = '热点置顶里有重复的稿件'
export const hotWordsBad = (max: number, len: number) => `热词最多${max}个，每个 1–${len} 个字`
export const hotWordsRepeated = '热词有重复'
export const menuBad = (max: number) => `菜单最多${max}个栏目，且不能重复`
export const menuNotOwn = '菜单里只能放这个频道自己的栏目'

// ---- the detail pages' ads, in the console (issue 29) ----
export const adTypeBad = '请选择广告位置'
export const adTitleBad = (max: number) => `请填写广告名称（不超过${max}个字）`
export const adLinkBad = '链接须是本站地址（以 / 开头）或 http(s) 网址'
export const adImageMissing = '请上传广告图片'
export const adTargetsMissing = '请选择投放的栏目，或选择全部栏目'
export const adTargetsBad = '投放栏目有误：有不存在或重复的栏目'
export const adGone = '广告不存在'

// ---- the e-paper, in the console (issue 29) ----
export const editionExists = '这一天的报纸已经有了'
export const editionDateBad = '请选择日期'
export const editionGone = '这一期报纸不存在'
export const epaperPageGone = '版面不存在'
export const epaperPageNumBad = (max: number) => `版次须是1到${max}的整数`
export const epaperPageNumTaken = (num: number) => `第${num}版已经有了`
export const epaperPageNameBad = (max: number) => `请填写版名（不超过${max}个字）`
export const epaperPageImageMissing = '请上传版面图片'
export const epaperArticleTitleBad = (max: number) => `请填写标题（不超过${max}个字）`
export const epaperArticleFieldTooLong = (max: number) => `副标题和作者不能超过${max}个字`
export const epaperArticleEmpty = '请填写正文'
export const epaperArticleTooLong = (max: number) => `正文不能超过${max}个字`
export const epaperAreaBad = '文章在版面上的位置须在版面之内（左、上、宽、高，百分比）'
export const epaperArticlesTooMany = (max: number) => `一个版面最多${max}篇文章`
export const epaperEmpty = '这一期还没有版面，不能发布'

// ---- topics (时间专题), in the console (issue 29) ----
export const topicColumnBad = '请选择时间专题栏目'
export const topicTitleBad = (max: number) => `请填写专题名称（不超过${max}个字）`
export const topicIntroTooLong = (max: number) => `专题介绍不能超过${max}个字`
export const topicImageMissing = '请上传专题图片'
export const previewLinkBad = '预览链接无效或已过期，请在编辑部重新生成'
/** GET /v1/wechat/prefetch from another mini-program than the one configured */
export const prefetchAppUnknown = '不是本小程序的预拉取请求'
export const specialCategoriesBad = (max: number, chars: number) => `请填写专题的分类（1到${max}个，每个不超过${chars}个字，不能重复）`
export const specialCategoryNotOwn = '分类不属于这个专题'
export const specialCategoryHasStories = (name: string) => `分类「${name}」下还有稿件或稿源，不能删除`
export const topicStoriesBad = (max: number) => `一个专题最多${max}篇稿件，且不能重复`
