import type { StoreApi } from 'zustand/vanilla'
import type { ChainAdapter } from '../adapter.js'
import type { NetworkNamespace } from '../caip/types.js'
import type { SigilError } from '../errors/SigilError.js'
import type { Logger } from '../logger/index.js'
import type { StorageKeys, VersionedStorage } from '../storage/index.js'
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
  /** The RPC requests in flight that closing the modal may have to reject (R-STATE-27). */
  readonly pending: Set<{ reject: (error: SigilError) => void }>
  /**
   * What the client keeps besides its state, made on first use by the code that needs it
   * (timers, in-flight watches, the approval gate): see `partOf`. Data goes in the store.
   */
  parts?: Map<object, unknown>
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
