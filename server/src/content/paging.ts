// Paging shared by every list endpoint: page from 1, pageSize capped.
import { Type } from '@sinclair/typebox'

import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../types/api/common'

export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE }

export const PageQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })),
}

export function pageWindow(q: { page?: number; pageSize?: number }): { page: number; pageSize: number; offset: number } {
  const page = q.page ?? 1
  const pageSize = q.pageSize ?? DEFAULT_PAGE_SIZE
  return { page, pageSize, offset: (page - 1) * pageSize }
}
