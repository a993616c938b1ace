// A price trend as bars: each day's height in per cent of the chart, from a floor a little below the
// lowest price (so small moves show) to the highest; a flat series stands at half height.
export function trendBars(points: { day: string; price: number }[]): { day: string; price: number; height: number }[] {
  if (points.length === 0) return []
  const prices = points.map(p => p.price)
  const high = Math.max(...prices)
  const low = Math.min(...prices)
  const floor = low - (high - low) * 0.25
  return points.map(p => ({ ...p, height: high === low ? 50 : Math.round(10 + (90 * (p.price - floor)) / (high - floor)) }))
}
