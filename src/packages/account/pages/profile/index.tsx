// /EditProfile: the reader's own nickname and avatar. The avatar is a picture they send here (shown as it
// goes, as every picture a reader sends); the server checks the name as anything they write and keeps the
// newsroom's names for the newsroom. Login first; saved, the reader goes back.
import { useMemo, useState } from 'react'
import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import PicturePicker from '../../../../components/PicturePicker'
import AuthForm from '../../components/AuthForm'
import { Picture } from '../../../../platform/picture'
import { PictureList } from '../../../../stores/pictures'
import { sessionStore } from '../../../../stores/session'
import { backToOpener } from '../../../../utils/navigate'
import { mediaUrl } from '../../../../utils/media'
import { toast } from '../../../../utils/toast'
import { useSubmit } from '../../use-submit'
import '../../components/AuthForm/index.scss'
import './index.scss'

export const PROFILE_TEXT = {
  title: '编辑资料',
  subtitle: '昵称和头像会显示在你的评论、提问和帖子旁',
  avatar: '头像',
  avatarHint: '点击 + 选择一张图片作为新头像',
  nickname: '昵称',
  nicknameHint: '2-16个字',
  nicknameLength: '昵称为2-16个字',
  sending: '图片还在上传，请稍候',
  unchanged: '请修改昵称或头像',
  save: '保存',
} as const

function EditProfilePage() {
  const user = sessionStore.user
  const { busy, run } = useSubmit()
  const [nickname, setNickname] = useState<string | null>(null)
  const pictures = useMemo(() => new PictureList(1), [])
  const name = nickname ?? user?.userName ?? ''
  const submit = () => {
    const changedName = nickname !== null && nickname.trim() !== user?.userName ? nickname.trim() : undefined
    const avatar = pictures.sent[0]?.id
    if (!pictures.ready) return toast(PROFILE_TEXT.sending)
    if (changedName === undefined && avatar === undefined) return toast(PROFILE_TEXT.unchanged)
    if (changedName !== undefined && ([...changedName].length < 2 || [...changedName].length > 16)) return toast(PROFILE_TEXT.nicknameLength)
    return run(async () => {
      toast(await sessionStore.saveProfile({ nickname: changedName, avatar }))
      void backToOpener()
    })
  }
  return (
    <PageShell route='EditProfile'>
      <AuthForm title={PROFILE_TEXT.title} subtitle={PROFILE_TEXT.subtitle} action={PROFILE_TEXT.save} busy={busy} onSubmit={() => void submit()}>
        <View className='profile-edit__row'>
          <Text className='profile-edit__label'>{PROFILE_TEXT.avatar}</Text>
          <Picture className='profile-edit__avatar' src={user?.userPic || mediaUrl('/media/images/avatar-0.png')} mode='aspectFill' />
          <PicturePicker list={pictures} />
        </View>
        <Text className='profile-edit__hint'>{PROFILE_TEXT.avatarHint}</Text>
        <View className='profile-edit__row profile-edit__row--name'>
          <Text className='profile-edit__label'>{PROFILE_TEXT.nickname}</Text>
          <Input className='auth-form__input profile-edit__input' maxlength={16} value={name} placeholder={PROFILE_TEXT.nicknameHint} aria-label={PROFILE_TEXT.nickname} onInput={e => setNickname(e.detail.value)} />
        </View>
      </AuthForm>
    </PageShell>
  )
}

export default observer(EditProfilePage)
