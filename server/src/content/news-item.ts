// A story as lists show it (the API's NewsItem), from its row: addresses made absolute for the asking
// origin, times in China time.
import type { Selectable } from 'kysely'
import type { NewsTable } from '../db/schema'
import type { NewsItem } from '../../../types/api/news'
import type { DataType } from '../../../types/api/common'
import { absolute } from './urls'
import { formatCst } from './time'

type NewsRow = Selectable<NewsTable>

/** a story's pictures, absolute */
export function images(row: NewsRow, origin: string): string[] {
  return (JSON.parse(row.image_urls) as string[]).map(u => absolute(u, origin))
}

export function toNewsItem(row: NewsRow, origin: string): NewsItem {
  const item: NewsItem = {
    id: row.id,
    classId: row.class_id,
    title: row.title,
    imageUrl: images(row, origin),
    imageNum: row.image_num,
    dataType: row.data_type as DataType,
    showType: row.show_type,
    targetUrl: absolute(row.target_url, origin),
    pv: row.pv,
    publishTime: formatCst(row.publish_time),
    isTop: row.is_top ? 1 : 0,
    label: row.label,
    interactNum: row.interact_num,
    videoUrl: absolute(row.video_url, origin),
    videoTime: row.video_time,
    isVideo: row.is_video ? 1 : 0,
    topTitle: row.top_title,
    smallText: row.small_text,
    intro: row.intro,
    customImage: absolute(row.custom_image, origin),
    isVR: row.is_vr ? 1 : 0,
  }
  if (row.live_type != null) {
    item.liveType = row.live_type
    item.startTime = row.start_time ? formatCst(row.start_time) : ''
    item.appointmentNum = row.appointment_num
  }
  return item
}
