// /BangBang/politics/reply?id=…: the department's account answers a question it accepted; the asker
// then has 7 days to rate the reply or ask for the question to be handled again.
import { useMemo, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import Skeleton from '../../../../components/Skeleton'
import EmptyState from '../../../../components/EmptyState'
import { TextArea } from '../../../../platform/text-area'
import { CONTENT_MAX, PoliticsQuestion } from '../../../../stores/politics'
import { useResource } from '../../../../stores/resource'
import { backToOpener } from '../../../../utils/navigate'
import '../politics-commit/index.scss'
import { numberParam } from '../../../../utils/params'

export const REPLY_TEXT = {
  placeholder: '请答复核实情况、办理结果或依据（提问者与所有读者可见）',
  submit: '提交答复',
  notYours: '只有该问题所属部门的账号可以答复',
} as const

function PoliticsReplyPage() {
  const { params } = useRouter()
  const id = numberParam(params.id)
  const q = useMemo(() => new PoliticsQuestion(id), [id])
  const detail = useResource(q.detail)
  const [content, setContent] = useState('')
  const d = detail.data
  const send = async () => {
    if (await q.reply(content)) void backToOpener()
  }
  return (
    <PageShell route='politicsReply'>
      {!d ? (detail.error ? <EmptyState text={detail.error} /> : <Skeleton rows={2} />) : !d.can.reply ? <EmptyState text={REPLY_TEXT.notYours} /> : (
        <View className='politics-commit'>
          <Text className='politics-commit__label'>{d.header.title}</Text>
          <TextArea className='politics-commit__textarea' value={content} maxLength={CONTENT_MAX} placeholder={REPLY_TEXT.placeholder} focus onInput={setContent} />
          <Text className='politics-commit__count'>{[...content].length}/{CONTENT_MAX}</Text>
          <View role='button' className={`politics-commit__submit${q.busy ? ' politics-commit__submit--off' : ''}`} onClick={() => void send()}>{REPLY_TEXT.submit}</View>
        </View>
      )}
    </PageShell>
  )
}

export default observer(PoliticsReplyPage)
