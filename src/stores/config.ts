// Global config, init switches and channels: what the app needs before it renders any screen.
import { makeAutoObservable, observable, runInAction } from 'mobx'
import type { GlobalConfig, InitData } from '@types-api/config'
import type { Channel } from '@types-api/channel'
import { bootedConfig, fetchChannels, fetchGlobalConfig, fetchInit } from '../services/config'
import { errorMessage } from '../utils/errors'

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error'

export class ConfigStore {
  global: GlobalConfig | null = null
  init: InitData | null = null
  channels: Channel[] = []
  status: LoadStatus = 'idle'
  error = ''
  private inflight: Promise<void> | null = null

  constructor() {
    this.adoptBooted()
    // answers replaced whole, never changed in place: kept as they came (no deep observables)
    makeAutoObservable<ConfigStore, 'inflight' | 'adoptBooted'>(this, {
      inflight: false, adoptBooted: false, global: observable.ref, channels: observable.ref, init: observable.ref,
    })
  }

  /** The root renders only after the global config has loaded and channel data is non-empty. */
  get ready(): boolean {
    return this.global !== null && this.channels.length > 0
  }

  channel(id: number): Channel | undefined {
    return this.channels.find(c => c.channelid === id)
  }

  /** A channel by id or by its named sub-path (composition, yu-nong). */
  channelByKey(key: string | number | undefined): Channel | undefined {
    if (key === undefined || key === '') return undefined
    const byPath = this.channels.find(c => c.path && c.path === String(key))
    return byPath ?? this.channel(Number(key))
  }

  /** What the H5 page came with: the first render is the screen itself, not 加载中…. */
  private adoptBooted(): void {
    const booted = bootedConfig()
    if (!booted) return
    this.global = booted.global
    this.channels = booted.channels
    this.init = booted.init
    if (this.ready) this.status = 'ready'
  }

  /** Loads once; later calls share the same load, and a failed load can be retried. */
  load(): Promise<void> {
    if (this.ready) return Promise.resolve()
    if (this.inflight) return this.inflight
    this.status = 'loading'
    this.error = ''
    this.inflight = Promise.all([fetchGlobalConfig(), fetchChannels(), fetchInit().catch(() => null)])
      .then(([global, channels, init]) => runInAction(() => {
        this.global = global
        this.channels = channels
        this.init = init
        this.status = this.ready ? 'ready' : 'error'
        if (!this.ready) this.error = '暂无频道数据'
      }))
      .catch(err => runInAction(() => {
        this.status = 'error'
        this.error = errorMessage(err)
      }))
      .finally(() => {
        this.inflight = null
      })
    return this.inflight
  }
}

export const configStore = new ConfigStore()
