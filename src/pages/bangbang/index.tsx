// The 帮帮 tab: search (问政 and 问答); 问政 (questions to the region's departments, answered within their
// time limits) with its newest questions; 问答 (ask journalists, experts and other readers) with today's
// hot questions; 社区, 曝光台 and 便民服务 (the public-service directory); and the tip-off hotline readers can call or copy. Both previews come in one call.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import PageShell from '../../components/PageShell'
import { configStore } from '../../stores/config'
import { askPolitics } from '../../stores/politics'
import { bangHome } from '../../stores/bangbang'
import { useResource } from '../../stores/resource'
import { clipboard } from '../../platform/clipboard'
import { requireLogin } from '../../stores/login-guard'
import { navigate } from '../../utils/navigate'
import './index.scss'

export const HOTLINE_TITLE = '新闻热线'
export const HOTLINE_TEXT = '身边有新闻？欢迎拨打热线爆料，一经采用有奖励'
export const HOTLINE_FREE = '免费拨打'
export const COPY_NUMBER = '复制号码'
export const POLITICS_TITLE = '问政'
export const POLITICS_DESC = '向职能部门反映问题，限时受理答复'
export const POLITICS_ASK = '我要问政'
export const POLITICS_ALL = '全部问政 ›'
export const SEARCH_HINT = '搜索问政、问答'
export const QA_TITLE = '问答'
export const QA_DESC = '问记者、问专家，也可以问大家'
export const QA_ASK = '我要提问'
export const QA_ALL = '进入问答 ›'
/** the section's other doors, side by side */
export const TILES = [
  { key: 'community', title: '社区', desc: '邻里事 社区帮', route: 'communityIndex' },
  { key: 'exposure', title: '曝光台', desc: '记者帮你跟进', route: 'exposureIndex' },
  { key: 'serve', title: '便民服务', desc: '热线与办事', route: 'ServeIndex' },
  { key: 'discover', title: '发现', desc: '随手拍 晒身边事', route: 'Discover' },
] as const
/** questions shown on the tab, of each */
export const PREVIEW = 3

function BangBangPage() {
  const hotline = configStore.global?.hotline ?? ''
  const home = useResource(bangHome())
  const loading = !home.data
  const politics = home.data?.politics.slice(0, PREVIEW) ?? []
  const qa = home.data?.qa.slice(0, PREVIEW) ?? []
  return (
    <PageShell route='BangBang' firstScreenReady={!!home.data || !!home.error}>
      <View className='bangbang'>
        <View role='button' className='bangbang__search' onClick={() => void navigate('BangSearch')}>{SEARCH_HINT}</View>
        <View className='bangbang__politics'>
          <View className='bangbang__politics-head' onClick={() => void navigate('politicsIndex')}>
            <View>
              <Text className='bangbang__politics-title'>{POLITICS_TITLE}</Text>
              <Text className='bangbang__politics-desc'>{POLITICS_DESC}</Text>
            </View>
            <View role='button' className='bangbang__ask' onClick={e => { e.stopPropagation?.(); askPolitics() }}>{POLITICS_ASK}</View>
          </View>
          {/* the questions' room is kept while they load, so nothing below moves */}
          <View className={`bangbang__questions${loading ? ' bangbang__questions--loading' : ''}`}>
            {politics.map(q => (
              <View key={q.id} className='bangbang__question' onClick={() => void navigate('politicsDetail', { id: q.id })}>
                <Text className='bangbang__question-title'>{q.title}</Text>
                <Text className='bangbang__question-meta'>{q.department.name} · {q.overdue ? `${q.status}（超期）` : q.status}</Text>
              </View>
            ))}
          </View>
          <Text className='bangbang__all' onClick={() => void navigate('politicsIndex')}>{POLITICS_ALL}</Text>
        </View>
        <View className='bangbang__politics'>
          <View className='bangbang__politics-head' onClick={() => void navigate('QAIndex')}>
            <View>
              <Text className='bangbang__politics-title'>{QA_TITLE}</Text>
              <Text className='bangbang__politics-desc'>{QA_DESC}</Text>
            </View>
            <View role='button' className='bangbang__ask' onClick={e => { e.stopPropagation?.(); if (requireLogin()) void navigate('Ask') }}>{QA_ASK}</View>
          </View>
          <View className={`bangbang__questions${loading ? ' bangbang__questions--loading' : ''}`}>
            {qa.map(q => (
              <View key={q.id} className='bangbang__question bangbang__question--qa' onClick={() => void navigate('QAList', { id: q.id })}>
                <Text className='bangbang__question-title'>{q.question}</Text>
                <Text className='bangbang__question-meta'>【{q.replyNum}回答】{q.answerer ? ` ${q.answerer}${q.answererType ? `（${q.answererType}）` : ''}` : ''}</Text>
              </View>
            ))}
          </View>
          <Text className='bangbang__all' onClick={() => void navigate('QAIndex')}>{QA_ALL}</Text>
        </View>
        <View className='bangbang__tiles'>
          {TILES.map(t => (
            <View key={t.key} className={`bangbang__tile bangbang__tile--${t.key}`} onClick={() => void navigate(t.route)}>
              <Text className='bangbang__tile-title'>{t.title}</Text>
              <Text className='bangbang__tile-desc'>{t.desc}</Text>
            </View>
          ))}
        </View>
        <View className='bangbang__hotline'>
          <Text className='bangbang__title'>{HOTLINE_TITLE}</Text>
          <Text className='bangbang__number'>{hotline}</Text>
          <Text className='bangbang__free'>{HOTLINE_FREE}</Text>
          <Text className='bangbang__text'>{HOTLINE_TEXT}</Text>
          <View role='button' className='bangbang__copy' onClick={() => void clipboard.copy(hotline)}>{COPY_NUMBER}</View>
        </View>
      </View>
    </PageShell>
  )
}

export default observer(BangBangPage)
