// Thirty days as bars (SVG, no chart library): each day's figure, the day on hover and for screen readers.
export function BarChart({ title, days, value, color = '#c8161d' }: { title: string; days: { day: string }[]; value: (i: number) => number; color?: string }) {
  const values = days.map((_, i) => value(i))
  const max = Math.max(1, ...values)
  const w = 12
  const h = 80
  return (
    <figure style={{ margin: 0 }}>
      <figcaption style={{ fontSize: 13, marginBottom: 4 }}>{title}（近{days.length}天，共 {values.reduce((a, b) => a + b, 0)}）</figcaption>
      <svg width={days.length * w} height={h + 2} role="img" aria-label={`${title}：${days.map((d, i) => `${d.day.slice(5)} ${values[i]}`).join('，')}`}>
        {values.map((v, i) => (
          <rect key={days[i].day} x={i * w + 1} y={h - (v / max) * h} width={w - 2} height={Math.max((v / max) * h, v > 0 ? 1 : 0)} fill={color}>
            <title>{`${days[i].day}：${v}`}</title>
          </rect>
        ))}
        <line x1={0} x2={days.length * w} y1={h + 1} y2={h + 1} stroke="#ccc" />
      </svg>
    </figure>
  )
}
