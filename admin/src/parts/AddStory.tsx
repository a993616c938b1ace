// A story added to one of the console's lists of stories (a banner, the hot list's pins, a topic's stories)
// by its number: the number, a button, and 没有这篇稿件 when there is none.
import { useState } from 'react'
import { Button, InputNumber, Typography } from 'antd'
import { get } from '../api'

/** a story as those lists show it: its number, its title, whether readers see it */
export interface ListedStory { newsId: number; title: string; published: boolean }

/** a story by its number as the lists show it; null when there is none */
const storyEntry = (id: number): Promise<ListedStory | null> =>
  get<{ title: string; state: string }>('/admin/v1/stories/detail', { id }).then(s => ({ newsId: id, title: s.title, published: s.state === 'published' }), () => null)

/** a story's number to add to a list of stories, and its button (`action`: its word, 加入 unless said) */
export function AddStory({ label, action = '加入', onAdd }: { label: string; action?: string; onAdd: (story: ListedStory) => void }) {
  const [id, setId] = useState<number | null>(null)
  const [missing, setMissing] = useState(false)
  const add = async () => {
    if (id === null) return
    const story = await storyEntry(id)
    setMissing(!story)
    if (story) { onAdd(story); setId(null) }
  }
  return (
    <>
      <InputNumber aria-label={label} placeholder="稿件编号" min={1} value={id} status={missing ? 'error' : undefined} onChange={v => { setId(v); setMissing(false) }} onPressEnter={add} />
      <Button disabled={id === null} onClick={add}>{action}</Button>
      {missing && <Typography.Text type="danger">没有这篇稿件</Typography.Text>}
    </>
  )
}
