import { KeyValueStorage } from '@walletconnect/keyvaluestorage'
import type { SdkStorage } from '../walletConnect.js'
import { readAhead } from './readAheadStorage.js'

/**
 * The SDK's own browser storage (its IndexedDB database, the data it keeps there unchanged),
 * made before the SDK itself: making it opens the database, which in a fresh profile takes
 * 80-220 ms on a busy machine. Made while the SDK's much larger chunk still loads, the open is
 * done by the time the SDK first reads, instead of being the first thing it waits for; and it
 * is read whole at once (`readAhead`).
 */
export function openSdkStorage(): SdkStorage {
  return readAhead(new KeyValueStorage())
}
