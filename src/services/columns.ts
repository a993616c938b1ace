// A column with its sub-columns: /columns tabs, the local-channel picker, the district grid.
import type { AreaColumn } from '@types-api/channel'
import { getData } from './request'

export const fetchColumn = (columnId: number) => getData<AreaColumn>('/kratos/v1/channelClass/one', { columnId })
