// Topics (时间专题) and specials: their lists and single records, kept for the session like the reading
// side's other data (lists.ts, resource.ts).
import type { SpecialListItem, Topic } from '@types-api/topics'
import { fetchSpecial, fetchSpecials, fetchTopic, fetchTopicNews, fetchTopics } from '../services/topics'
import { keptList } from './lists'
import { keptResource } from './resource'

/** the 时光 topics column of the demo site (the topic channel and /topicsList) */
export const TIME_TOPIC_COLUMN_ID = 1401

export const topicNewsList = (topicId: number) => keptList(`topic-${topicId}`, p => fetchTopicNews(topicId, p))
export const topicsList = () => keptList<Topic>('topics', p => fetchTopics(TIME_TOPIC_COLUMN_ID, p))
export const specialsList = () => keptList<SpecialListItem>('specials', fetchSpecials)

export const specialInfo = (classId: number) => keptResource(`special-${classId}`, () => fetchSpecial(classId))
export const topicInfo = (topicId: number) => keptResource(`topic-${topicId}`, () => fetchTopic(topicId))
