// Writing a comment or a reply (/PublishComment?classId=…&newsId=…[&plId=…&grandPid=…&pId=…]&from=News):
// what is answered is quoted; the text is kept when the server refuses it.
import { useEffect, useState } from 'react'
import Taro, { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { TextArea } from '../../../../platform/text-area'
import type { Comment } from '@types-api/interaction'
import PageShell from '../../../../components/PageShell'
import { fetchComment, publishComment } from '../../../../services/interactions'
import { errorMessage } from '../../../../services/request'
import { locationStore } from '../../../../stores/location'
import { COMMENTS_CHANGED, type CommentsChangedEvent } from '../../../../stores/comments'
import { requireLogin } from '../../../../utils/login-guard'
import { back } from '../../../../utils/navigate'
import { toast } from '../../../../utils/toast'
import { COMMENT_TEXT } from '../../../../utils/interaction-text'
import './index.scss'

/** what the server accepts (reading-side: comment text is length-limited) */
export const COMMENT_MAX = 500
/** the keyboard comes up once the page has slid in (focusing mid-slide shifts the H5 page sideways) */
const FOCUS_AFTER_MS = 400

/** the reader's province as commenters show it: 重庆, 四川 */
function region(): string {
  return (locationStore.place?.province ?? '').replace(/(省|市|壮族自治区|回族自治区|维吾尔自治区|自治区|特别行政区)$/, '')
}

export default function PublishCommentPage() {
  const { params } = useRouter()
  const classId = Number(params.classId) || 0
  const newsId = Number(params.newsId)
  const plId = Number(params.plId) || 0
  const [answered, setAnswered] = useState<Comment | null>(null)
  const [text, setText] = useState('')
  const [busy, setBusy] = useState(false)
  const [focus, setFocus] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setFocus(true), FOCUS_AFTER_MS)
    return () => clearTimeout(timer)
  }, [])

  useEffect(() => {
    if (plId) fetchComment({ classId, newsId }, plId).then(setAnswered, err => toast(errorMessage(err)))
  }, [classId, newsId, plId])

  const submit = async () => {
    if (busy || !requireLogin()) return
    const sayText = text.trim()
    if (!sayText) return toast(COMMENT_TEXT.enter)
    setBusy(true)
    try {
      await publishComment({
        classId, newsId, sayText, region: region(),
        ...(plId ? { plId, grandPid: Number(params.grandPid) || plId, pId: Number(params.pId) || 0 } : {}),
      })
      toast(COMMENT_TEXT.published)
      Taro.eventCenter.trigger(COMMENTS_CHANGED, { newsId } satisfies CommentsChangedEvent)
      void back()
    } catch (err) {
      toast(errorMessage(err))
      setBusy(false)
    }
  }

  const placeholder = answered ? COMMENT_TEXT.replyTo(answered.nickname) : COMMENT_TEXT.placeholder
  return (
    <PageShell route='PublishComment'>
      <View className='publish-comment'>
        {answered ? (
          <View className='publish-comment__quote'>
            <Text className='publish-comment__quote-name'>{answered.nickname}：</Text>
            <Text>{answered.sayText}</Text>
          </View>
        ) : null}
        <TextArea className='publish-comment__input' value={text} maxLength={COMMENT_MAX} placeholder={placeholder} focus={focus} onInput={setText} />
        <View className='publish-comment__bar'>
          <Text className='publish-comment__count'>{[...text].length}/{COMMENT_MAX}</Text>
          <View
            role='button'
            className={`publish-comment__send${!text.trim() || busy ? ' publish-comment__send--off' : ''}`}
            onClick={() => void submit()}
          >
            {COMMENT_TEXT.publish}
          </View>
        </View>
      </View>
    </PageShell>
  )
}
