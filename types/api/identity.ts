// 身份认证 (/BangBang/applyfor): a reader's identity and their application for one (docs/api.md).
import type { UserTypeCode } from './qa'

export interface IdentityApplication {
  id: number
  userId: number
  userTypeCode: UserTypeCode
  userType: string
  realName: string
  job: string
  introduction: string
  proof: string
  status: 'pending' | 'approved' | 'rejected'
  /** why it was rejected */
  reason: string
  /** a teacher's: the school they teach at (作文), and its name */
  schoolId: number | null
  schoolName: string
  time: string
  decidedAt: string
}

/** GET /api/bangbang/member/getInfo */
export interface MemberInfo {
  identity: { userTypeCode: UserTypeCode; userType: string; job: string; introduction: string } | null
  /** the latest application, if any */
  application: IdentityApplication | null
  /** what a reader may apply for */
  types: { code: UserTypeCode; title: string }[]
}

/** the types a reader may apply for (官方 is given by the newsroom only) */
export const APPLICABLE_TYPES = ['reporter', 'expert', 'lawyer', 'department', 'teacher', 'agronomist'] as const satisfies readonly UserTypeCode[]
