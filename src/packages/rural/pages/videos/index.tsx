// /yu-nong/video-page?columnId=…: 渝农's video lessons (its video column by default), playing in place.
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { RURAL_VIDEO_COLUMN_ID } from '@types-api/rural'
import PageShell from '../../../../components/PageShell'
import VideoLessons from '../../../../components/VideoLessons'
import { columnList } from '../../../../stores/lists'
import { useListPaging } from '../../../../utils/use-list-paging'
import { numberParam } from '../../../../utils/params'

function VideosPage() {
  const { params } = useRouter()
  const list = columnList(numberParam(params.columnId) || RURAL_VIDEO_COLUMN_ID)
  useListPaging(list)
  return (
    <PageShell route='ruralVideos' firstScreenReady={!list.initialLoading || !!list.error}>
      <VideoLessons list={list} />
    </PageShell>
  )
}

export default observer(VideosPage)
