// Pictures attached to what a reader writes: three to a row, each with its progress while it is sent,
// 上传失败 (tap to try again) when it failed, and × to remove it; the + tile while there is room.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { Picture } from '../../platform/picture'
import type { PictureList } from '../../stores/pictures'
import './index.scss'

export const PICKER_TEXT = {
  failed: '上传失败，点击重试',
  remove: '删除图片',
  add: '添加图片',
} as const

function PicturePicker({ list }: { list: PictureList }) {
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
        <View role='button' aria-label={PICKER_TEXT.add} className='picture-picker__tile picture-picker__add' onClick={() => void list.add()}>
          <Text className='picture-picker__plus'>+</Text>
          <Text className='picture-picker__count'>{list.items.length}/{list.max}</Text>
        </View>
      )}
    </View>
  )
}

export default observer(PicturePicker)
