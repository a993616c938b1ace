// Where a commenter writes from, as comments show it (来自重庆): China's province-level regions in the
// short form the client sends. Anything else a client claims is not shown.
export const REGIONS = [
  '北京', '天津', '河北', '山西', '内蒙古', '辽宁', '吉林', '黑龙江', '上海', '江苏', '浙江', '安徽', '福建', '江西',
  '山东', '河南', '湖北', '湖南', '广东', '广西', '海南', '重庆', '四川', '贵州', '云南', '西藏', '陕西', '甘肃',
  '青海', '宁夏', '新疆', '台湾', '香港', '澳门',
] as const

const KNOWN = new Set<string>(REGIONS)
const SUFFIX = /(省|市|壮族自治区|回族自治区|维吾尔自治区|自治区|特别行政区)$/

/** The region to store: a known province-level name (full names are shortened), or '' for anything else. */
export function commentRegion(claimed: string | undefined): string {
  const name = (claimed ?? '').trim().replace(SUFFIX, '')
  return KNOWN.has(name) ? name : ''
}
