// /AccumulatedPoints/index: the reader's points — the balance, growth and level (with what the next level
// needs), the daily 签到 with its streak, points about to expire, and the ways in: 积分明细 and 积分规则.
// Login first.
import { useEffect } from 'react'
import { useDidShow } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import PageShell from '../../../../components/PageShell'
import Skeleton from '../../../../components/Skeleton'
import EmptyState from '../../../../components/EmptyState'
import { pointsView } from '../../../../stores/points'
import { useResource } from '../../../../stores/resource'
import { requireLogin } from '../../../../utils/login-guard'
import { navigate } from '../../../../utils/navigate'
import './index.scss'

export const POINTS_TEXT = {
  balance: '我的积分',
  growth: '成长值',
  level: '等级',
  next: (n: number) => `距下一等级还需${n}成长值`,
  top: '已是最高等级',
  signIn: '签到',
  signed: '今日已签到',
  streak: (n: number) => `已连续签到${n}天`,
  expiring: (points: number, at: string) => `${points}积分将于${at}过期`,
  ledger: '积分明细',
  rules: '积分规则',
} as const

function PointsIndexPage() {
  const view = pointsView()
  const summary = useResource(view.summary)
  useEffect(() => { requireLogin() }, [])
  useDidShow(() => { if (view.summary.data) void view.summary.reload() })
  const s = summary.data
  return (
    <PageShell route='PointsIndex'>
      {!s ? (summary.error ? <EmptyState text={summary.error} /> : <Skeleton rows={3} />) : (
        <View className='points'>
          <View className='points__card'>
            <Text className='points__label'>{POINTS_TEXT.balance}</Text>
            <Text className='points__balance'>{s.credit}</Text>
            <View className='points__figures'>
              <Text className='points__figure'>{POINTS_TEXT.growth} {s.integRal}</Text>
              <Text className='points__figure'>{POINTS_TEXT.level} {s.creditLevel}</Text>
            </View>
            <Text className='points__next'>{s.nextLevelAt === null ? POINTS_TEXT.top : POINTS_TEXT.next(s.nextLevelAt - s.integRal)}</Text>
            <View role='button' className={`points__sign${s.signedToday ? ' points__sign--done' : ''}${view.signing ? ' points__sign--busy' : ''}`}
              onClick={() => { if (!s.signedToday) void view.signIn() }}>
              {s.signedToday ? POINTS_TEXT.signed : POINTS_TEXT.signIn}
            </View>
            {s.streak > 0 ? <Text className='points__streak'>{POINTS_TEXT.streak(s.streak)}</Text> : null}
          </View>
          {s.expiring ? <Text className='points__expiring'>{POINTS_TEXT.expiring(s.expiring.points, s.expiring.at)}</Text> : null}
          <View className='points__links'>
            <View role='link' className='points__link' onClick={() => void navigate('PointsLedger')}><Text>{POINTS_TEXT.ledger}</Text><Text className='points__arrow'>›</Text></View>
            <View role='link' className='points__link' onClick={() => void navigate('PointsRules')}><Text>{POINTS_TEXT.rules}</Text><Text className='points__arrow'>›</Text></View>
          </View>
        </View>
      )}
    </PageShell>
  )
}

export default observer(PointsIndexPage)
