// 作文: the section's home, its newest works, its rankings and a composition, kept for the session like the
// other sections' data (the list pages are kept alive: going back returns to the same place and data).
import Taro from '@tarojs/taro'
import { makeAutoObservable } from 'mobx'
import type {
  CompositionCard, GradeBand, NewspaperIssueWithWorks, RankPeriod, RankType, RankedCard, RankedSchool, School, SchoolBrief, Teacher, TeacherComment,
} from '@types-api/composition'
import {
  fetchComposition, fetchCompositionHome, fetchCompositionRank, fetchCompositions, fetchNewspapers, fetchRecommended, fetchSchool, fetchSchoolPage,
  fetchSchoolRank, fetchStudent, fetchStudentWorks, fetchTeacher, fetchTeacherComment, fetchTeacherComments, fetchTeachers, searchSection,
  type SearchKind, type WorksFilter,
} from '../services/composition'
import { listedPages } from './paged-list'
import { keep } from './kept'
import { keptResource } from './resource'
import { navigate } from '../utils/navigate'


export const compositionHome = () => keptResource('composition-home', fetchCompositionHome)
const filterKey = (f: WorksFilter) => `${f.gradeBand ?? 'all'}-${f.schoolId ?? 0}`
export const newestCompositions = (filter: WorksFilter = {}) =>
  keep(`composition-list-${filterKey(filter)}`, () => listedPages<CompositionCard>(p => fetchCompositions(p, filter)))
export const recommendedCompositions = (filter: WorksFilter = {}) =>
  keep(`composition-picks-${filterKey(filter)}`, () => listedPages<CompositionCard>(p => fetchRecommended(p, filter)))
export const newspaperIssues = () => keep('composition-papers', () => listedPages<NewspaperIssueWithWorks>(fetchNewspapers))
export const teacherList = (schoolId?: number) => keep(`composition-teachers-${schoolId ?? 0}`, () => listedPages<Teacher>(p => fetchTeachers(p, schoolId)))
export const schoolRanking = () => keep('composition-school-rank', () => listedPages<RankedSchool>(fetchSchoolRank))
export const schoolList = () => keep('composition-schools-all', () => listedPages<School>(p => fetchSchoolPage(p)))
export const teacherComments = (teacherId?: number) => keep(`composition-reviews-${teacherId ?? 0}`, () => listedPages<TeacherComment>(p => fetchTeacherComments(p, teacherId)))
export const studentWorks = (id: number) => keep(`composition-student-works-${id}`, () => listedPages<CompositionCard>(p => fetchStudentWorks(id, p)))
/** a search of the section (a new list per word and kind) */
export const sectionSearch = <T>(keyword: string, type: SearchKind) => keep(`composition-search-${type}-${keyword}`, () => listedPages<T>(p => searchSection<T>(keyword, type, p)))
export const teacherInfo = (id: number) => keptResource(`composition-teacher-${id}`, () => fetchTeacher(id))
export const schoolInfo = (id: number) => keptResource(`composition-school-${id}`, () => fetchSchool(id))
export const studentInfo = (id: number) => keptResource(`composition-student-${id}`, () => fetchStudent(id))
export const teacherCommentInfo = (id: number) => keptResource(`composition-review-${id}`, () => fetchTeacherComment(id))

/** The reader's selected school (client state, reading side §3): it preselects the lists and the profile's form. */
const SCHOOL_KEY = 'selectedSchool'
class SchoolChoice {
  school: SchoolBrief | null = null

  constructor() {
    const kept = Taro.getStorageSync(SCHOOL_KEY) as SchoolBrief | ''
    this.school = kept && typeof kept === 'object' && Number.isInteger(kept.id) ? kept : null
    makeAutoObservable(this)
  }

  choose(s: SchoolBrief | null): void {
    this.school = s ? { id: s.id, name: s.name, district: s.district } : null
    if (s) Taro.setStorageSync(SCHOOL_KEY, this.school)
    else Taro.removeStorageSync(SCHOOL_KEY)
  }
}
export const selectedSchool = new SchoolChoice()

export const openTeacher = (t: Pick<Teacher, 'id'>) => void navigate('compositionTeacher', { id: t.id })
export const openSchool = (s: Pick<School, 'id'>) => void navigate('compositionSchool', { id: s.id })
export const openStudent = (id: number) => void navigate('compositionStudent', { id })
export const openTeacherComment = (c: Pick<TeacherComment, 'id'>) => void navigate('compositionTeacherComment', { id: c.id })
export const compositionRank = (type: RankType, period: RankPeriod, gradeBand?: GradeBand) =>
  keep(`composition-rank-${type}-${period}-${gradeBand ?? 'all'}`, () => listedPages<RankedCard>(p => fetchCompositionRank(type, period, p, { gradeBand })))
/** a composition: its own resource per page (its readings count once per opening) */
export const compositionDetail = (id: number) => keptResource(`composition-${id}`, () => fetchComposition(id))

export const openComposition = (c: Pick<CompositionCard, 'id'>) => void navigate('compositionDetail', { id: c.id })
/** RankList's query, as the spec has it: type=rank reads 人气榜, type=start 高分榜 */
export const openRank = (type: RankType) => void navigate('compositionRankList', { type: type === 'popularity' ? 'rank' : 'start' })
