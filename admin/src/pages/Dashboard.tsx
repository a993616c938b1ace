// Today's figures, what waits for someone, and the last 30 days (GET /admin/v1/dashboard).
import { useEffect, useState } from 'react'
import { Alert, Card, Col, Row, Spin, Statistic, Typography } from 'antd'
import type { Dashboard as Figures } from '../../../types/api/admin'
import { get, problem } from '../api'
import { BarChart } from '../parts/BarChart'

export default function Dashboard() {
  const [figures, setFigures] = useState<Figures | null>(null)
  const [error, setError] = useState('')
  useEffect(() => { get<Figures>('/admin/v1/dashboard').then(setFigures, err => setError(problem(err))) }, [])
  if (error) return <Alert type="error" message={error} />
  if (!figures) return <Spin />
  const { today, waiting, days } = figures
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 20 }}>概览 · {today.day}</Typography.Title>
      <Row gutter={[16, 16]}>
        {[['今日发稿', today.stories], ['今日新读者', today.readers], ['今日评论', today.comments], ['今日商城订单', today.shopOrders]].map(([t, v]) => (
          <Col key={t} xs={12} md={6}><Card><Statistic title={t} value={v} /></Card></Col>
        ))}
        {[['待审核', waiting.heldForReview], ['待处理举报', waiting.reports], ['问政超期', waiting.politicsOverdue], ['待发货', waiting.ordersToShip]].map(([t, v]) => (
          <Col key={t} xs={12} md={6}><Card><Statistic title={t} value={v} valueStyle={Number(v) > 0 ? { color: '#c8161d' } : undefined} /></Card></Col>
        ))}
      </Row>
      <Card style={{ marginTop: 16 }}>
        <Row gutter={[24, 24]}>
          <Col><BarChart title="发稿" days={days} value={i => days[i].stories} /></Col>
          <Col><BarChart title="新读者" days={days} value={i => days[i].readers} color="#1f6feb" /></Col>
          <Col><BarChart title="评论" days={days} value={i => days[i].comments} color="#2da44e" /></Col>
          <Col><BarChart title="商城订单" days={days} value={i => days[i].shopOrders} color="#9a6700" /></Col>
        </Row>
      </Card>
    </>
  )
}
