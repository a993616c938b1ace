// /composition/contribute (投稿; login): a composition written or changed — title, genre, the text (its
// paragraphs kept), up to 9 photographed pages of the handwritten manuscript, and the guiding teacher, one
// of the teachers of the student's school. 存草稿 keeps it for later (only the student sees it); 提交给老师
// sends it to the teacher, after which it waits for their review. `?id=`: a draft or a returned work (with
// the teacher's reason) edited from its server copy; a new one is kept on this device as it is typed.
import { useEffect, useMemo } from 'react'
import { useRouter } from '@tarojs/taro'
import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { BODY_MAX, TITLE_MAX, type MyStudentProfile } from '@types-api/composition'
import PageShell from '../../../../components/PageShell'
import Skeleton from '../../../../components/Skeleton'
import EmptyState from '../../../../components/EmptyState'
import PicturePicker from '../../../../components/PicturePicker'
import { TextArea } from '../../../../platform/text-area'
import { CompositionMeView, CompositionWriting, ownWork } from '../../../../stores/composition-flow'
import { useResource } from '../../../../stores/resource'
import { sessionStore } from '../../../../stores/session'
import { navigate, redirect } from '../../../../utils/navigate'
import { numberParam } from '../../../../utils/params'
import '../../form.scss'

export const CONTRIBUTE_TEXT = {
  needProfile: '投稿前请先创建小作者资料',
  toProfile: '去创建',
  withdrawn: '监护人已撤回同意，暂时不能投稿',
  locked: '这篇作文已提交或已点评，不能再修改',
  returned: (reason: string) => `老师退回了这篇作文：${reason}`,
  title: '题目',
  titlePlaceholder: '给作文起个题目',
  genre: '体裁',
  body: '正文',
  bodyPlaceholder: '在这里输入作文正文，段落之间空一行',
  pictures: '手写稿照片（选填，最多9张）',
  teacher: '指导老师',
  noTeachers: '你的学校还没有认证的老师，可以先存草稿',
  author: (p: MyStudentProfile) => `${p.penName} · ${p.school.name} · ${p.grade}`,
  draft: '存草稿',
  submit: '提交给老师',
  notice: '作文要自己写。提交时会与已发表的作文和新闻比对，雷同的会提示老师。',
} as const

const Form = observer(function Form({ writing, student }: { writing: CompositionWriting; student: MyStudentProfile }) {
  useEffect(() => { void writing.loadTeachers(student.school.id) }, [writing, student.school.id])
  const send = async (submit: boolean) => {
    const id = await writing.send(submit)
    if (id) void redirect('compositionUserCenter')
  }
  return (
    <View className='composition-form'>
      <Text className='composition-form__hint'>{CONTRIBUTE_TEXT.author(student)}</Text>
      <Text className='composition-form__label'>{CONTRIBUTE_TEXT.title}</Text>
      <Input className='composition-form__input' aria-label={CONTRIBUTE_TEXT.title} value={writing.title} maxlength={TITLE_MAX} placeholder={CONTRIBUTE_TEXT.titlePlaceholder} onInput={e => writing.set({ title: e.detail.value })} />
      <Text className='composition-form__label'>{CONTRIBUTE_TEXT.genre}</Text>
      <View className='composition-form__chips'>
        {writing.genres.map(g => (
          <View key={g.key} role='button' className={`composition-form__chip${writing.genre === g.key ? ' composition-form__chip--on' : ''}`} onClick={() => writing.set({ genre: g.key })}>{g.label}</View>
        ))}
      </View>
      <Text className='composition-form__label'>{CONTRIBUTE_TEXT.body}</Text>
      <TextArea className='composition-form__textarea' value={writing.body} maxLength={BODY_MAX} placeholder={CONTRIBUTE_TEXT.bodyPlaceholder} onInput={body => writing.set({ body })} />
      <Text className='composition-form__count'>{[...writing.body.replace(/\s/g, '')].length}字</Text>
      <Text className='composition-form__label'>{CONTRIBUTE_TEXT.pictures}</Text>
      <PicturePicker list={writing.pictures} />
      <Text className='composition-form__label'>{CONTRIBUTE_TEXT.teacher}</Text>
      {writing.teachers.length === 0 ? <Text className='composition-form__hint'>{CONTRIBUTE_TEXT.noTeachers}</Text> : (
        <View className='composition-form__chips'>
          {writing.teachers.map(t => (
            <View key={t.id} role='button' className={`composition-form__chip${writing.teacherId === t.id ? ' composition-form__chip--on' : ''}`} onClick={() => writing.set({ teacherId: t.id })}>{t.name}老师</View>
          ))}
        </View>
      )}
      <Text className='composition-form__notice'>{CONTRIBUTE_TEXT.notice}</Text>
      <View className='composition-form__buttons'>
        <View role='button' className={`composition-form__button composition-form__button--plain${writing.sending ? ' composition-form__button--off' : ''}`} onClick={() => void send(false)}>{CONTRIBUTE_TEXT.draft}</View>
        <View role='button' className={`composition-form__button${writing.sending ? ' composition-form__button--off' : ''}`} onClick={() => void send(true)}>{CONTRIBUTE_TEXT.submit}</View>
      </View>
    </View>
  )
})

function ContributePage() {
  const { params } = useRouter()
  const id = numberParam(params.id) || undefined
  const view = useMemo(() => new CompositionMeView(), [])
  // a visitor is on the way to log in (the page shell): nothing of theirs to ask for, no second login prompt
  const me = useResource(sessionStore.loggedIn ? view.me : null) ?? view.me
  // the work being changed, as its student sees it (not a reading)
  const own = useResource(useMemo(() => (id && sessionStore.loggedIn ? ownWork(id) : null), [id, sessionStore.loggedIn]))
  const writing = useMemo(() => (!id ? new CompositionWriting(undefined) : own?.data ? new CompositionWriting(id, own.data) : null), [id, own?.data])
  const student = me.data?.student ?? null
  const failed = me.error || own?.error
  let body: JSX.Element
  if (failed) body = <EmptyState text={failed} />
  else if (!me.data || (id && !own?.data) || !writing) body = <Skeleton rows={6} />
  else if (!student) {
    body = (
      <View className='composition-form'>
        <EmptyState text={CONTRIBUTE_TEXT.needProfile} />
        <View role='button' className='composition-form__button' onClick={() => void navigate('compositionUserCenter')}>{CONTRIBUTE_TEXT.toProfile}</View>
      </View>
    )
  } else if (student.consentWithdrawnAt) body = <EmptyState text={CONTRIBUTE_TEXT.withdrawn} />
  else if (own?.data && !(own.data.mine && (own.data.status === 'draft' || own.data.status === 'returned'))) body = <EmptyState text={CONTRIBUTE_TEXT.locked} />
  else {
    body = (
      <>
        {own?.data?.status === 'returned' && own.data.reason ? <Text className='composition-form__consent'>{CONTRIBUTE_TEXT.returned(own.data.reason)}</Text> : null}
        <Form writing={writing} student={student} />
      </>
    )
  }
  return <PageShell route='compositionContribute'>{body}</PageShell>
}

export default observer(ContributePage)
