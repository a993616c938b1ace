// /BangBang/politics/commit: a question to one of the region's departments — which department, a title
// and what happened, with pictures — sent from the reader's region. What is typed is kept as a draft until it is sent.
import { useMemo } from 'react'
import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import Skeleton from '../../../../components/Skeleton'
import { TextArea } from '../../../../platform/text-area'
import PicturePicker from '../../../../components/PicturePicker'
import { CONTENT_MAX, departments, PoliticsDraft, TITLE_MAX } from '../../../../stores/politics'
import { useResource } from '../../../../stores/resource'
import { locationStore } from '../../../../stores/location'
import { redirect } from '../../../../utils/navigate'
import './index.scss'
import { COMMIT_TEXT } from '../../../../../common/politics'

export { COMMIT_TEXT }

function PoliticsCommitPage() {
  const draft = useMemo(() => new PoliticsDraft(), [])
  const list = useResource(departments())
  const send = async () => {
    const made = await draft.send(locationStore.region)
    if (made) void redirect('politicsDetail', { id: made.id })
  }
  return (
    <PageShell route='politicsCommit' firstScreenReady={!list.initialLoading}>
      <View className='politics-commit'>
        <Text className='politics-commit__label'>{COMMIT_TEXT.department}</Text>
        {list.data ? (
          <View className='politics-commit__departments'>
            {list.data.map(d => (
              <View key={d.id} role='button' className={`politics-commit__department${draft.departmentId === d.id ? ' politics-commit__department--on' : ''}`} onClick={() => draft.set({ departmentId: d.id })}>{d.name}</View>
            ))}
          </View>
        ) : <Skeleton rows={1} />}
        <Text className='politics-commit__label'>{COMMIT_TEXT.title}</Text>
        <Input className='politics-commit__input' value={draft.title} maxlength={TITLE_MAX} placeholder={COMMIT_TEXT.titlePlaceholder} onInput={e => draft.set({ title: e.detail.value })} />
        <Text className='politics-commit__label'>{COMMIT_TEXT.content}</Text>
        <TextArea className='politics-commit__textarea' value={draft.content} maxLength={CONTENT_MAX} placeholder={COMMIT_TEXT.contentPlaceholder} onInput={content => draft.set({ content })} />
        <Text className='politics-commit__count'>{[...draft.content].length}/{CONTENT_MAX}</Text>
        <PicturePicker list={draft.pictures} video={draft.video} />
        <Text className='politics-commit__notice'>{COMMIT_TEXT.notice}</Text>
        <View role='button' className={`politics-commit__submit${draft.sending ? ' politics-commit__submit--off' : ''}`} onClick={() => void send()}>{COMMIT_TEXT.submit}</View>
      </View>
    </PageShell>
  )
}

export default observer(PoliticsCommitPage)
