// 作文 (community-side spec §2; docs/api.md, Composition): what readers read of the section, and its
// writing flow. A work's comments are BangBang's (services/interactions, classid 5).
import type {
  CompositionCard, CompositionDetail, CompositionHome, CompositionInput, CompositionMe, CompositionSaved, GradeBand, MyStudentProfile, NewspaperIssueWithWorks,
  QueuedComposition, RankPeriod, RankType, RankedCard, RankedSchool, ReviewInput, School, StudentInput, StudentProfile, Teacher, TeacherComment,
} from '@types-api/composition'
import { MAX_PAGE_SIZE } from '@types-api/common'
import { accepted, everyPage, getData, getReading, post } from './request'

export type List<T> = { list: T[]; hasMore: boolean }

export const fetchCompositionHome = () => getData<CompositionHome>('/v1/composition/home')
/** the filters a list of works takes */
export interface WorksFilter { gradeBand?: GradeBand; schoolId?: number }
export const fetchCompositions = (page: number, filter: WorksFilter = {}) =>
  getData<List<CompositionCard>>('/v1/composition/list', { page, ...filter })
export const fetchRecommended = (page: number, filter: WorksFilter = {}) =>
  getData<List<CompositionCard>>('/v1/composition/recommendList', { page, ...filter })
export const fetchNewspapers = (page: number) => getData<List<NewspaperIssueWithWorks>>('/v1/composition/newspapers', { page })
export const fetchTeachers = (page: number, schoolId?: number) => getData<List<Teacher>>('/v1/composition/teachers', { page, schoolId })
export const fetchTeacher = (id: number) => getData<Teacher>('/v1/composition/teacher', { id })
export const fetchTeacherComments = (page: number, teacherId?: number) => getData<List<TeacherComment>>('/v1/composition/teacherComments', { page, teacherId })
export const fetchTeacherComment = (id: number) => getData<TeacherComment>('/v1/composition/teacherComment', { id })
export const fetchSchoolRank = (page: number) => getData<List<RankedSchool>>('/v1/composition/schoolRank', { page })
export const fetchSchoolPage = (page: number, district?: string) => getData<List<School>>('/v1/composition/schools', { page, district })
export const fetchSchool = (id: number) => getData<School>('/v1/composition/school', { id })
export const fetchStudent = (id: number) => getData<StudentProfile>('/v1/composition/student', { id })
export const fetchStudentWorks = (id: number, page: number) => getData<List<CompositionCard>>('/v1/composition/studentWorks', { id, page })
export type SearchKind = 'composition' | 'teacher' | 'school'
export const searchSection = <T>(keyword: string, type: SearchKind, page: number) => getData<List<T>>('/v1/composition/search', { keyword, type, page })
export const fetchCompositionRank = (type: RankType, period: RankPeriod, page: number, filter: { gradeBand?: GradeBand } = {}) =>
  getData<List<RankedCard> & { period: RankPeriod }>('/v1/composition/rank', { type, period, page, ...filter })
const COMPOSITION_DETAIL = '/v1/composition/detail'
/** `reload`: the page showing it again after a step, not another reading */
export const fetchComposition = (id: number, reload = false) =>
  getReading<CompositionDetail>(COMPOSITION_DETAIL, { id }, reload)

// ---- the writing flow (login): a student's profile, drafts and submissions; a teacher's queue and decisions
/** every school and every teacher of a school, for the pickers: page after page of the largest size */
export const fetchSchools = () => everyPage(page => getData<List<School>>('/v1/composition/schools', { page, pageSize: MAX_PAGE_SIZE }))
export const fetchTeachersOf = (schoolId: number) => everyPage(page => getData<List<Teacher>>('/v1/composition/teachers', { schoolId, page, pageSize: MAX_PAGE_SIZE }))
export const fetchCompositionMe = () => getData<CompositionMe>('/v1/composition/me')
export const saveStudent = (s: StudentInput) => accepted(post<MyStudentProfile>('/v1/composition/student', { ...s }))
export const withdrawConsent = () => accepted(post<null>('/v1/composition/consent/withdraw'))
export const saveComposition = (c: CompositionInput) => accepted(post<CompositionSaved>('/v1/composition/save', { ...c }))
export const deleteComposition = (id: number) => accepted(post<null>('/v1/composition/delete', { id }))
export const fetchTeacherQueue = (page: number) => getData<List<QueuedComposition>>('/v1/composition/teacherQueue', { page })
export const reviewComposition = (r: ReviewInput) => accepted(post<null>('/v1/composition/review', { ...r }))
/** the like's envelope as it is (again: its words, the count unchanged) */
export const likeComposition = (id: number) => accepted(post<{ voteType: 1; likeNum: number; first: boolean }>('/v1/composition/like', { id }))
/** the envelope as it is (a response without data keeps the report popup open) */
export const reportComposition = (id: number, content: string) => post<{ id: number } | null>('/v1/composition/report', { id, content })
