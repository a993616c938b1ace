// /BangBang/applyfor (身份认证): a reader applies to answer as a journalist, expert, lawyer or department,
// or to review pupils' 作文 as a teacher of a school (chosen here), with their real name, job and what
// proves it; an administrator decides, and the reader is told. Shows
// their identity, or the application waiting (or why it was turned down). Kept as a draft while typed.
import { useMemo } from 'react'
import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import Skeleton from '../../../../components/Skeleton'
import EmptyState from '../../../../components/EmptyState'
import { TextArea } from '../../../../platform/text-area'
import { IdentityForm } from '../../../../stores/qa'
import { compositionSchools } from '../../../../stores/composition-flow'
import { useResource } from '../../../../stores/resource'
import { sessionStore } from '../../../../stores/session'
import { requireLogin } from '../../../../stores/login-guard'
import '../qa-ask/index.scss'

export const APPLY_TEXT = {
  login: '登录后可申请身份认证',
  loginButton: '去登录',
  intro: '认证后，你的回答将显示身份标识（记者为蓝色，其他为红色），网友也可以直接向你提问。',
  current: (type: string, job: string) => `你已认证为“${type}”${job ? `（${job}）` : ''}`,
  pending: (type: string) => `你申请的“${type}”认证正在审核，结果将通过消息通知你。`,
  rejected: (type: string, reason: string) => `你申请的“${type}”认证未通过：${reason}。可修改后重新申请。`,
  type: '认证类型',
  realName: '真实姓名',
  job: '单位及职务',
  jobPlaceholder: '如：上游新闻记者、某律所律师',
  introduction: '个人简介（选填）',
  introductionPlaceholder: '擅长回答哪些问题',
  proof: '认证材料说明',
  proofPlaceholder: '如记者证号、执业证号，或可查询你身份的官网页面',
  submit: '提交申请',
  school: '任教学校',
  teacherJobPlaceholder: '如：语文教师',
  notice: '你提交的信息仅用于身份审核，不会公开展示真实姓名。',
} as const

function ApplyForPage() {
  const form = useMemo(() => new IdentityForm(), [])
  const info = useResource(sessionStore.loggedIn ? form.info : null)
  const data = info?.data
  const app = data?.application
  const waiting = app?.status === 'pending'
  const teacher = form.type === 'teacher'
  const schools = useResource(teacher ? compositionSchools() : null)
  return (
    <PageShell route='ApplyFor'>
      <View className='qa-form'>
        {!sessionStore.loggedIn ? (
          <>
            <EmptyState text={APPLY_TEXT.login} />
            <View role='button' className='qa-form__submit' onClick={() => requireLogin()}>{APPLY_TEXT.loginButton}</View>
          </>
        ) : !data ? (info?.error ? <EmptyState text={info.error} /> : <Skeleton rows={3} />) : (
          <>
            <Text className='qa-form__hint'>{APPLY_TEXT.intro}</Text>
            {data.identity ? <Text className='qa-form__status'>{APPLY_TEXT.current(data.identity.userType, data.identity.job)}</Text> : null}
            {app && app.status === 'pending' ? <Text className='qa-form__status'>{APPLY_TEXT.pending(app.userType)}</Text> : null}
            {app && app.status === 'rejected' ? <Text className='qa-form__status'>{APPLY_TEXT.rejected(app.userType, app.reason)}</Text> : null}
            {waiting ? null : (
              <>
                <Text className='qa-form__label'>{APPLY_TEXT.type}</Text>
                <View className='qa-form__chips'>
                  {data.types.map(t => (
                    <View key={t.code} role='button' className={`qa-form__chip${form.type === t.code ? ' qa-form__chip--on' : ''}`} onClick={() => form.set({ type: t.code })}>{t.title}</View>
                  ))}
                </View>
                {teacher ? (
                  <>
                    <Text className='qa-form__label'>{APPLY_TEXT.school}</Text>
                    {schools?.data ? (
                      <View className='qa-form__chips'>
                        {schools.data.map(sc => (
                          <View key={sc.id} role='button' className={`qa-form__chip${form.schoolId === sc.id ? ' qa-form__chip--on' : ''}`} onClick={() => form.set({ schoolId: sc.id })}>{sc.name}</View>
                        ))}
                      </View>
                    ) : <Skeleton rows={1} />}
                  </>
                ) : null}
                <Text className='qa-form__label'>{APPLY_TEXT.realName}</Text>
                <Input className='qa-form__input' aria-label={APPLY_TEXT.realName} value={form.realName} maxlength={16} onInput={e => form.set({ realName: e.detail.value })} />
                <Text className='qa-form__label'>{APPLY_TEXT.job}</Text>
                <Input className='qa-form__input' aria-label={APPLY_TEXT.job} value={form.job} maxlength={40} placeholder={teacher ? APPLY_TEXT.teacherJobPlaceholder : APPLY_TEXT.jobPlaceholder} onInput={e => form.set({ job: e.detail.value })} />
                <Text className='qa-form__label'>{APPLY_TEXT.introduction}</Text>
                <Input className='qa-form__input' aria-label={APPLY_TEXT.introduction} value={form.introduction} maxlength={120} placeholder={APPLY_TEXT.introductionPlaceholder} onInput={e => form.set({ introduction: e.detail.value })} />
                <Text className='qa-form__label'>{APPLY_TEXT.proof}</Text>
                <TextArea className='qa-form__textarea' value={form.proof} maxLength={300} placeholder={APPLY_TEXT.proofPlaceholder} onInput={proof => form.set({ proof })} />
                <Text className='qa-form__notice'>{APPLY_TEXT.notice}</Text>
                <View role='button' className={`qa-form__submit${form.sending ? ' qa-form__submit--off' : ''}`} onClick={() => void form.send()}>{APPLY_TEXT.submit}</View>
              </>
            )}
          </>
        )}
      </View>
    </PageShell>
  )
}

export default observer(ApplyForPage)
