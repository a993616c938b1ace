// One story's detail as a page shows it: loading, loaded, or failed with a retry.
import { makeAutoObservable, runInAction } from 'mobx'
import type { NewsDetail } from '@types-api/news'
import { fetchNewsDetail } from '../services/news'
import { errorMessage } from '../services/request'

export class NewsDetailStore {
  detail: NewsDetail | null = null
  loading = false
  error = ''

  constructor(readonly classId: number, readonly newsId: number) {
    makeAutoObservable(this, { classId: false, newsId: false })
  }

  async load(): Promise<void> {
    this.loading = true
    this.error = ''
    try {
      const detail = await fetchNewsDetail(this.classId, this.newsId)
      runInAction(() => { this.detail = detail })
    } catch (err) {
      runInAction(() => { this.error = errorMessage(err) })
    } finally {
      runInAction(() => { this.loading = false })
    }
  }
}
