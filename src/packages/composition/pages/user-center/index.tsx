// /composition/userCenter (我的作文; login): the reader's student profile (pen name, school, grade, class;
// under 14, a guardian's consent, recorded when and by which account), made or changed here; the guardian's
// withdrawal; 投稿; as a certified teacher, the works waiting for their review; and the reader's works in
// every state (a draft or a returned one opens to be edited, the rest open in full).
import { useMemo, useState } from 'react'
import { useDidShow } from '@tarojs/taro'
import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { gradeLabel, type MyStudentProfile } from '@types-api/composition'
import PageShell from '../../../../components/PageShell'
import Skeleton from '../../../../components/Skeleton'
import EmptyState from '../../../../components/EmptyState'
import CompositionCard from '../../../../components/CompositionCard'
import { CompositionMeView, StudentForm, compositionSchools, openOwnWork } from '../../../../stores/composition-flow'
import { useResource } from '../../../../stores/resource'
import { sessionStore } from '../../../../stores/session'
import { navigate } from '../../../../utils/navigate'
import '../../form.scss'
import './index.scss'

export const USER_CENTER_TEXT = {
  profile: '小作者资料',
  create: '创建小作者资料，就可以投稿了',
  edit: '修改',
  cancel: '取消',
  penName: '笔名（公开显示）',
  penNamePlaceholder: '如：小雨点',
  school: '学校',
  grade: '年级',
  className: '班级（选填，不公开）',
  under14: '未满14周岁',
  consent: '我是孩子的监护人，同意孩子以笔名投稿，作品和老师点评将公开展示笔名、学校和年级。',
  consentNote: '根据《个人信息保护法》，未满14周岁的孩子需要监护人同意。我们只公开笔名、学校和年级，不公开手机号、年龄和位置。',
  consented: (at: string) => `监护人已于${at}同意`,
  withdrawn: (at: string) => `监护人已于${at}撤回同意，作品已对他人隐藏`,
  withdraw: '撤回监护人同意',
  save: '保存',
  contribute: '我要投稿',
  teacher: (n: number) => (n > 0 ? `待点评作文 ${n} 篇` : '暂无待点评的作文'),
  teacherOpen: '去点评 ›',
  works: '我的作品',
  noWorks: '还没有作品，写一篇投给老师吧',
  publicWorks: (n: number) => `公开作品 ${n} 篇`,
} as const

const GRADES = Array.from({ length: 12 }, (_, i) => i + 1)

const ProfileForm = observer(function ProfileForm({ profile, onDone, onCancel }: { profile: MyStudentProfile | null; onDone: () => void; onCancel?: () => void }) {
  const form = useMemo(() => new StudentForm(profile), [profile])
  const schools = useResource(compositionSchools())
  const consent = form.needsConsent(profile)
  const save = async () => { if (await form.save(profile)) onDone() }
  return (
    <View className='composition-form'>
      {profile ? null : <Text className='composition-form__hint'>{USER_CENTER_TEXT.create}</Text>}
      <Text className='composition-form__label'>{USER_CENTER_TEXT.penName}</Text>
      <Input className='composition-form__input' aria-label={USER_CENTER_TEXT.penName} value={form.penName} maxlength={12} placeholder={USER_CENTER_TEXT.penNamePlaceholder} onInput={e => form.set({ penName: e.detail.value })} />
      <Text className='composition-form__label'>{USER_CENTER_TEXT.school}</Text>
      {schools.data ? (
        <View className='composition-form__chips'>
          {schools.data.map(sc => (
            <View key={sc.id} role='button' className={`composition-form__chip${form.schoolId === sc.id ? ' composition-form__chip--on' : ''}`} onClick={() => form.set({ schoolId: sc.id })}>{sc.name}</View>
          ))}
        </View>
      ) : <Skeleton rows={1} />}
      <Text className='composition-form__label'>{USER_CENTER_TEXT.grade}</Text>
      <View className='composition-form__chips'>
        {GRADES.map(g => (
          <View key={g} role='button' className={`composition-form__chip${form.grade === g ? ' composition-form__chip--on' : ''}`} onClick={() => form.set({ grade: g })}>{gradeLabel(g)}</View>
        ))}
      </View>
      <Text className='composition-form__label'>{USER_CENTER_TEXT.className}</Text>
      <Input className='composition-form__input' aria-label={USER_CENTER_TEXT.className} value={form.className} maxlength={20} onInput={e => form.set({ className: e.detail.value })} />
      <View role='checkbox' aria-checked={form.under14} className='composition-form__check' onClick={() => form.set({ under14: !form.under14 })}>
        <Text className={`composition-form__box${form.under14 ? ' composition-form__box--on' : ''}`}>{form.under14 ? '✓' : ''}</Text>
        <Text>{USER_CENTER_TEXT.under14}</Text>
      </View>
      {consent ? (
        <>
          <Text className='composition-form__consent'>{USER_CENTER_TEXT.consentNote}</Text>
          <View role='checkbox' aria-checked={form.guardianConsent} className='composition-form__check' onClick={() => form.set({ guardianConsent: !form.guardianConsent })}>
            <Text className={`composition-form__box${form.guardianConsent ? ' composition-form__box--on' : ''}`}>{form.guardianConsent ? '✓' : ''}</Text>
            <Text>{USER_CENTER_TEXT.consent}</Text>
          </View>
        </>
      ) : null}
      <View className='composition-form__buttons'>
        {onCancel ? <View role='button' className='composition-form__button composition-form__button--grey' onClick={onCancel}>{USER_CENTER_TEXT.cancel}</View> : null}
        <View role='button' className={`composition-form__button${form.sending ? ' composition-form__button--off' : ''}`} onClick={() => void save()}>{USER_CENTER_TEXT.save}</View>
      </View>
    </View>
  )
})

function UserCenterPage() {
  const view = useMemo(() => new CompositionMeView(), [])
  // a visitor is on the way to log in (the page shell): nothing of theirs to ask for, no second login prompt
  const me = useResource(sessionStore.loggedIn ? view.me : null) ?? view.me
  const [editing, setEditing] = useState(false)
  useDidShow(() => { if (view.me.data) void view.me.reload() })
  const d = me.data
  const student = d?.student ?? null
  const saved = () => { setEditing(false); void view.me.reload() }
  return (
    <PageShell route='compositionUserCenter'>
      {!d ? (me.error ? <EmptyState text={me.error} /> : <Skeleton rows={4} />) : (
        <View className='composition-me'>
          {d.teacher ? (
            <View role='button' className='composition-me__teacher' onClick={() => void navigate('compositionTeacherReview')}>
              <Text className='composition-me__teacher-text'>{USER_CENTER_TEXT.teacher(d.teacher.waiting)}</Text>
              <Text className='composition-me__teacher-open'>{USER_CENTER_TEXT.teacherOpen}</Text>
            </View>
          ) : null}
          {!student || editing ? (
            <ProfileForm profile={student} onDone={saved} onCancel={student ? () => setEditing(false) : undefined} />
          ) : (
            <View className='composition-me__profile'>
              <View className='composition-me__profile-head'>
                <Text className='composition-me__pen'>{student.penName}</Text>
                <View className='composition-me__edit' role='button' onClick={() => setEditing(true)}>{USER_CENTER_TEXT.edit}</View>
              </View>
              <Text className='composition-me__line'>{student.school.name} · {student.grade}{student.className ? ` · ${student.className}` : ''}</Text>
              <Text className='composition-me__line'>{USER_CENTER_TEXT.publicWorks(student.works)}</Text>
              {student.consentWithdrawnAt ? <Text className='composition-me__consent composition-me__consent--off'>{USER_CENTER_TEXT.withdrawn(student.consentWithdrawnAt)}</Text>
                : student.under14 && student.consentAt ? (
                  <View className='composition-me__consent'>
                    <Text>{USER_CENTER_TEXT.consented(student.consentAt)}</Text>
                    <View className='composition-me__withdraw' role='button' onClick={() => void view.withdraw()}>{USER_CENTER_TEXT.withdraw}</View>
                  </View>
                ) : null}
              {student.consentWithdrawnAt ? null : (
                <View role='button' className='composition-form__button composition-me__contribute' onClick={() => void navigate('compositionContribute')}>{USER_CENTER_TEXT.contribute}</View>
              )}
            </View>
          )}
          {student ? (
            <View className='composition-me__works'>
              <Text className='composition-me__label'>{USER_CENTER_TEXT.works}</Text>
              {d.works.length === 0 ? <EmptyState text={USER_CENTER_TEXT.noWorks} /> : d.works.map(w => <CompositionCard key={w.id} item={w} onOpen={openOwnWork} own />)}
            </View>
          ) : null}
        </View>
      )}
    </PageShell>
  )
}

export default observer(UserCenterPage)
