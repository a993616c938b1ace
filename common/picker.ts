// The picture picker's words (src/components/PicturePicker) and how many pictures a reader may attach, shared
// with the server's first screens of the forms that carry it (server/src/content/first-paint.ts).

/** pictures a question, an answer or a post may carry */
export const PICTURES_MAX = 9

export const PICKER_TEXT = {
  failed: '上传失败，点击重试',
  remove: '删除图片',
  add: '添加图片',
  addVideo: '添加视频',
  video: '视频',
  removeVideo: '删除视频',
} as const
