// Writing a comment or a reply (/PublishComment?classId=…&newsId=…[&plId=…&grandPid=…&pId=…]&from=News):
// what is answered is quoted; the text is kept when the server refuses it.
import { useEffect, useMemo, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { TextArea } from '../../../../platform/text-area'
import PageShell from '../../../../components/PageShell'
import { locationStore } from '../../../../stores/location'
import { CommentDraft } from '../../../../stores/comments'
import { useResource } from '../../../../stores/resource'
import { backToOpener } from '../../../../utils/navigate'
import { toast } from '../../../../utils/toast'
import { COMMENT_TEXT } from '../../../../utils/interaction-text'
import './index.scss'
import { numberParam } from '../../../../utils/params'

/** what the server accepts (reading-side: comment text is length-limited) */
export const COMMENT_MAX = 500
/** the keyboard comes up once the page has slid in (focusing mid-slide shifts the H5 page sideways) */
const FOCUS_AFTER_MS = 400


function PublishCommentPage() {
  const { params } = useRouter()
  const classId = numberParam(params.classId)
  const newsId = numberParam(params.newsId)
  const plId = numberParam(params.plId)
  const grandPid = numberParam(params.grandPid) || plId
  const pId = numberParam(params.pId)
  const draft = useMemo(() => new CommentDraft({ classId, id: newsId }, plId ? { plId, grandPid, pId } : undefined), [classId, newsId, plId, grandPid, pId])
  const quoted = useResource(draft.answered)
  const [focus, setFocus] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setFocus(true), FOCUS_AFTER_MS)
    return () => clearTimeout(timer)
  }, [])

  // the comment answered could not be read: say why (the reply can still be written)
  const quoteError = quoted?.error
  useEffect(() => {
    if (quoteError) toast(quoteError)
  }, [quoteError])

  const submit = async () => {
    if (await draft.publish(locationStore.region)) void backToOpener()
  }

  const { text, busy } = draft
  const answered = quoted?.data
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
        <TextArea className='publish-comment__input' value={text} maxLength={COMMENT_MAX} placeholder={placeholder} focus={focus} onInput={t => draft.setText(t)} />
        <View className='publish-comment__bar'>
          <Text className='publish-comment__count'>{[...text].length}/{COMMENT_MAX}</Text>
          <View
            role='button'
            aria-disabled={!text.trim() || busy}
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

export default observer(PublishCommentPage)
