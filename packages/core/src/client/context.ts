import type { StoreApi } from 'zustand/vanilla'
import type { ChainAdapter } from '../adapter.js'
import type { NetworkNamespace } from '../caip/types.js'
import type { Logger } from '../logger/index.js'
import type { StorageKeys, VersionedStorage } from '../storage/index.js'
import type { PendingRequests } from './pendingRequests.js'
import type { Clock, SigilConfig, SigilEvent, SigilState, Unsubscribe } from './types.js'

/** Everything an action needs, owned by one client. Actions take it as their first argument. */
export type ClientContext = {
  readonly config: SigilConfig
  readonly store: StoreApi<SigilState>
  readonly logger: Logger
  readonly clock: Clock
  readonly storage: VersionedStorage
  readonly keys: StorageKeys
  readonly adapters: ReadonlyMap<NetworkNamespace, ChainAdapter>
  readonly pending: PendingRequests
  emit(event: SigilEvent): void
  /** Listens to the client's events (as `client.onEvent`). */
  onEvent(listener: (event: SigilEvent) => void): Unsubscribe
  /** An id unique within this client. */
  nextId(prefix: string): string
  /** Settles when start-up is done; never rejects. */
  readonly started: Promise<void>
  isStarted(): boolean
  isDestroyed(): boolean
}
