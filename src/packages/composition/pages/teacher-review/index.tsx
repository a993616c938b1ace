// /composition/TeacherReview (待点评; login, a certified teacher): the works whose students chose the reader
// as their guiding teacher, waiting, oldest first. Each opens into the whole text and its photographed pages;
// a work that resembles another text carries 疑似重复 with the closest match and how much of it is found
// there. The teacher marks up to 5 sentences by tapping them, gives a score and a comment and publishes the
// review (the work goes public), or returns it with a reason to be changed, or turns it down.
import { useMemo, useState } from 'react'
import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { HIGHLIGHTS_MAX, REVIEW_COMMENT_MAX, REASON_MAX, type QueuedComposition, type SimilarMatch } from '@types-api/composition'
import PageShell from '../../../../components/PageShell'
import Skeleton from '../../../../components/Skeleton'
import EmptyState from '../../../../components/EmptyState'
import ListFooter from '../../../../components/ListFooter'
import { Picture } from '../../../../platform/picture'
import { image } from '../../../../platform/image'
import { TextArea } from '../../../../platform/text-area'
import { ReviewForm, sentencesOf, teacherQueue } from '../../../../stores/composition-flow'
import { useListPaging } from '../../../../utils/use-list-paging'
import { sessionStore } from '../../../../stores/session'
import { navigate } from '../../../../utils/navigate'
import '../../form.scss'
import './index.scss'

export const TEACHER_REVIEW_TEXT = {
  empty: '没有等待点评的作文',
  since: (t: string) => `${t} 提交`,
  similar: (m: SimilarMatch) => `疑似重复：与${m.kind === 'news' ? '新闻' : '作文'}《${m.title}》有${Math.round(m.similarity * 100)}%相同`,
  open: '查看对照',
  mark: (n: number) => `点选句子划线（已划${n}/${HIGHLIGHTS_MAX}句），划出的句子随点评公开`,
  score: '分数（0–100）',
  comment: '评语（公开）',
  commentPlaceholder: '写给小作者的话：好在哪里，哪里还可以更好',
  publish: '发布点评',
  reason: '退回或不通过的原因（只有小作者能看到）',
  return: '退回修改',
  reject: '不予通过',
  pages: (n: number) => `手写稿 ${n} 页`,
} as const

const Review = observer(function Review({ work, onDone }: { work: QueuedComposition; onDone: () => void }) {
  const form = useMemo(() => new ReviewForm(work), [work])
  const paragraphs = work.body.split('\n').filter(p => p.trim())
  const decide = async (action: 'review' | 'return' | 'reject') => { if (await form.decide(action)) onDone() }
  return (
    <View className='teacher-review__open'>
      <Text className='composition-form__hint'>{TEACHER_REVIEW_TEXT.mark(form.highlights.length)}</Text>
      <View className='teacher-review__text'>
        {paragraphs.map((p, i) => (
          <View key={i} className='teacher-review__p'>
            {sentencesOf(p).length === 0 ? <Text>{p}</Text> : sentencesOf(p).map(s => (
              <Text key={s} className={`teacher-review__s${form.highlights.includes(s) ? ' teacher-review__s--on' : ''}`} onClick={() => form.toggle(s)}>{s}</Text>
            ))}
          </View>
        ))}
      </View>
      {work.thumbs.length > 0 ? (
        <View className='teacher-review__pages'>
          <Text className='composition-form__hint'>{TEACHER_REVIEW_TEXT.pages(work.thumbs.length)}</Text>
          <View className='teacher-review__thumbs'>
            {work.thumbs.map((t, i) => <Picture key={t} className='teacher-review__thumb' src={t} mode='aspectFill' onClick={() => image.preview(work.images, work.images[i])} />)}
          </View>
        </View>
      ) : null}
      <View className='composition-form'>
        <Text className='composition-form__label'>{TEACHER_REVIEW_TEXT.score}</Text>
        <Input className='composition-form__input' type='number' aria-label={TEACHER_REVIEW_TEXT.score} value={form.score} maxlength={3} onInput={e => form.set({ score: e.detail.value })} />
        <Text className='composition-form__label'>{TEACHER_REVIEW_TEXT.comment}</Text>
        <TextArea className='composition-form__textarea composition-form__textarea--short' value={form.comment} maxLength={REVIEW_COMMENT_MAX} placeholder={TEACHER_REVIEW_TEXT.commentPlaceholder} onInput={comment => form.set({ comment })} />
        <View role='button' className={`composition-form__button teacher-review__publish${form.sending ? ' composition-form__button--off' : ''}`} onClick={() => void decide('review')}>{TEACHER_REVIEW_TEXT.publish}</View>
        <Text className='composition-form__label'>{TEACHER_REVIEW_TEXT.reason}</Text>
        <TextArea className='composition-form__textarea composition-form__textarea--short' value={form.reason} maxLength={REASON_MAX} onInput={reason => form.set({ reason })} />
        <View className='composition-form__buttons'>
          <View role='button' className='composition-form__button composition-form__button--plain' onClick={() => void decide('return')}>{TEACHER_REVIEW_TEXT.return}</View>
          <View role='button' className='composition-form__button composition-form__button--grey' onClick={() => void decide('reject')}>{TEACHER_REVIEW_TEXT.reject}</View>
        </View>
      </View>
    </View>
  )
})

function TeacherReviewPage() {
  const list = useMemo(() => teacherQueue(), [])
  const [open, setOpen] = useState(0)
  // a visitor is on the way to log in (the page shell): nothing of theirs to ask for, no second login prompt
  useListPaging(sessionStore.loggedIn ? list : null)
  const done = () => { setOpen(0); void list.refresh() }
  return (
    <PageShell route='compositionTeacherReview'>
      <View className='teacher-review'>
        {list.initialLoading ? <Skeleton rows={4} /> : list.empty ? <EmptyState text={list.error || TEACHER_REVIEW_TEXT.empty} /> : list.items.map(w => (
          <View key={w.id} className='teacher-review__item'>
            <View role='button' className='teacher-review__head' onClick={() => setOpen(open === w.id ? 0 : w.id)}>
              <Text className='teacher-review__title'>{w.title}</Text>
              <Text className='teacher-review__meta'>{w.penName} · {w.grade} · {w.genre} · {TEACHER_REVIEW_TEXT.since(w.submittedAt)}</Text>
              {open === w.id ? null : <Text className='teacher-review__summary'>{w.summary}</Text>}
            </View>
            {w.similar ? (
              <View className='teacher-review__similar'>
                <Text>{TEACHER_REVIEW_TEXT.similar(w.similar)}</Text>
                <Text className='teacher-review__similar-open' onClick={() => void (w.similar!.kind === 'news'
                  ? navigate('NewsDetail', { newsId: w.similar!.id })
                  : navigate('compositionDetail', { id: w.similar!.id }))}>{TEACHER_REVIEW_TEXT.open}</Text>
              </View>
            ) : null}
            {open === w.id ? <Review work={w} onDone={done} /> : null}
          </View>
        ))}
        {list.items.length > 0 ? <ListFooter list={list} /> : null}
      </View>
    </PageShell>
  )
}

export default observer(TeacherReviewPage)
