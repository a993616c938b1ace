// Pictures attached to what a reader writes: three to a row, each with its progress while it is sent,
// 上传失败 (tap to try again) when it failed, and × to remove it; the + tile while there is room. Where
// the form takes a video, its tile follows: 添加视频, then its cover with its length, progress and ×.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { Picture } from '../../platform/picture'
import type { PictureList } from '../../stores/pictures'
import type { VideoSlot } from '../../stores/video'
import { clipLength } from '../../../common/time'
import './index.scss'
import { PICKER_TEXT } from '../../../common/picker'

export { PICKER_TEXT }

const VideoTile = observer(({ video, onAdd }: { video: VideoSlot; onAdd?: () => void }) => video.empty ? (
  <View role='button' aria-label={PICKER_TEXT.addVideo} className='picture-picker__tile picture-picker__add-video' onClick={() => (onAdd ? onAdd() : void video.add())}>
    <View className='picture-picker__film' />
    <Text className='picture-picker__caption'>{PICKER_TEXT.video}</Text>
  </View>
) : (
  <View className='picture-picker__tile picture-picker__tile--video'>
    {video.preview ? <Picture className='picture-picker__image' src={video.preview} mode='aspectFill' /> : null}
    <View className='picture-picker__film picture-picker__film--on' />
    {video.duration > 0 ? <Text className='picture-picker__length'>{clipLength(video.duration)}</Text> : null}
    {video.sending ? <Text className='picture-picker__progress'>{video.progress}%</Text> : null}
    {video.error ? <Text className='picture-picker__failed' onClick={() => void video.retry()}>{PICKER_TEXT.failed}</Text> : null}
    <View role='button' aria-label={PICKER_TEXT.removeVideo} className='picture-picker__remove' onClick={() => video.remove()}>×</View>
  </View>
))

export interface PicturePickerProps {
  list: PictureList
  video?: VideoSlot
  /** what + and 添加视频 do, where the form decides (pictures or a video, not both) */
  onAdd?: () => void
  onAddVideo?: () => void
}

function PicturePicker({ list, video, onAdd, onAddVideo }: PicturePickerProps) {
  return (
    <View className='picture-picker'>
      {list.items.map((item, i) => (
        <View key={`${item.preview}-${i}`} className='picture-picker__tile'>
          <Picture className='picture-picker__image' src={item.preview} mode='aspectFill' />
          {item.sending ? <Text className='picture-picker__progress'>{item.progress}%</Text> : null}
          {item.error ? <Text className='picture-picker__failed' onClick={() => void list.retry(item)}>{PICKER_TEXT.failed}</Text> : null}
          <View role='button' aria-label={PICKER_TEXT.remove} className='picture-picker__remove' onClick={() => list.remove(item)}>×</View>
        </View>
      ))}
      {list.full ? null : (
        <View role='button' aria-label={`${PICKER_TEXT.add} ${list.items.length}/${list.max}`} className='picture-picker__tile picture-picker__add' onClick={() => (onAdd ? onAdd() : void list.add())}>
          <Text className='picture-picker__plus'>+</Text>
          <Text className='picture-picker__count'>{list.items.length}/{list.max}</Text>
        </View>
      )}
      {video ? <VideoTile video={video} onAdd={onAddVideo} /> : null}
    </View>
  )
}

export default observer(PicturePicker)
