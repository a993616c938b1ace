// /PublishDiscover (HotTagsId, HotTagsTitle preset the topic): a 发现 post — text with its live count and
// limit, up to 9 pictures or one video (size and length capped, its cover), a topic chosen from those
// whose name holds what is typed or a new one (it waits for an editor), kept as a draft while it is
// written. Login first. Once published, its topic's page (or the feed) replaces this one; a held post
// says so (审核中: shown to its author alone). With section=rural it is a post to 渝农's 农民说: no topic, and
// 农民说's feed replaces this page.
import { useMemo } from 'react'
import { useRouter } from '@tarojs/taro'
import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import PicturePicker from '../../../../components/PicturePicker'
import { TextArea } from '../../../../platform/text-area'
import { DiscoverDraft, DISCOVER_MAX } from '../../../../stores/discover'
import { redirect } from '../../../../utils/navigate'
import { topicColor } from '../../components/DiscoverCard'
import './index.scss'
import { numberParam } from '../../../../utils/params'

export const PUBLISH_DISCOVER_TEXT = {
  placeholder: '分享身边的新鲜事…',
  topic: '添加话题',
  topicPlaceholder: '输入话题名称，如 山城坡坎坎',
  newTopic: (t: string) => `创建新话题 #${t}#（审核后公开）`,
  notice: '内容经审核后公开；请勿发布他人隐私、广告或不实信息。',
  submit: '发布',
  talkPlaceholder: '说说地里的收成、村里的新鲜事、种养的心得…',
  remove: '移除话题',
} as const

function DiscoverPublishPage() {
  const { params } = useRouter()
  const presetId = numberParam(params.HotTagsId)
  const presetTitle = params.HotTagsTitle ? decodeURIComponent(params.HotTagsTitle) : ''
  const rural = params.section === 'rural'
  const draft = useMemo(() => new DiscoverDraft(presetId && presetTitle ? { id: presetId, title: presetTitle } : undefined, rural), [presetId, presetTitle, rural])
  const send = async () => {
    const made = await draft.send()
    if (!made) return
    if (rural) void redirect('ruralTalk')
    else if (made.topicId) void redirect('SelfDiscover', { themeId: made.topicId })
    else void redirect('Discover')
  }
  const typed = draft.topicTitle.replace(/[#＃]/g, '').trim()
  const exact = draft.suggestions.some(t => t.title === typed)
  return (
    <PageShell route='PublishDiscover' title={rural ? '我要说' : undefined}>
      <View className='publish-discover'>
        <TextArea className='publish-discover__textarea' value={draft.content} maxLength={DISCOVER_MAX} placeholder={rural ? PUBLISH_DISCOVER_TEXT.talkPlaceholder : PUBLISH_DISCOVER_TEXT.placeholder} onInput={t => draft.setContent(t)} />
        <Text className='publish-discover__count'>{[...draft.content].length}/{DISCOVER_MAX}</Text>
        <PicturePicker list={draft.pictures} video={draft.video} onAdd={() => draft.addPictures()} onAddVideo={() => draft.addVideo()} />
        {rural ? null : (
          <View className='publish-discover__topic'>
            <Text className='publish-discover__topic-label'>{PUBLISH_DISCOVER_TEXT.topic}</Text>
            {draft.topicId ? (
              <View className='publish-discover__chosen'>
                <Text className='publish-discover__chosen-title' style={{ color: topicColor(draft.topicId) }}>#{draft.topicTitle}#</Text>
                <View role='button' aria-label={PUBLISH_DISCOVER_TEXT.remove} className='publish-discover__chosen-remove' onClick={() => draft.clearTopic()}>×</View>
              </View>
            ) : (
              <Input className='publish-discover__topic-input' value={draft.topicTitle} maxlength={22} placeholder={PUBLISH_DISCOVER_TEXT.topicPlaceholder} onInput={e => draft.setTopicTitle(e.detail.value)} />
            )}
          </View>
        )}
        {!rural && !draft.topicId && typed ? (
          <View className='publish-discover__suggestions'>
            {draft.suggestions.map(t => (
              <Text key={t.id} className='publish-discover__suggestion' onClick={() => draft.chooseTopic(t)}>#{t.title}#</Text>
            ))}
            {exact ? null : <Text className='publish-discover__suggestion publish-discover__suggestion--new'>{PUBLISH_DISCOVER_TEXT.newTopic(typed)}</Text>}
          </View>
        ) : null}
        <Text className='publish-discover__notice'>{PUBLISH_DISCOVER_TEXT.notice}</Text>
        <View role='button' className={`publish-discover__submit${draft.sending ? ' publish-discover__submit--off' : ''}`} onClick={() => void send()}>{PUBLISH_DISCOVER_TEXT.submit}</View>
      </View>
    </PageShell>
  )
}

export default observer(DiscoverPublishPage)
