import { KeyValueStorage } from '@walletconnect/keyvaluestorage'
import type { SdkStorage } from '../walletConnect.js'
import { readAhead } from './readAheadStorage.js'

/**
 * The SDK's own browser storage (its IndexedDB database, the data it keeps there unchanged),
 * opened and nothing read: opening it takes 80-220 ms in a fresh profile on a busy machine, so it
 * is opened ahead (with the SDK's code at idle, or in parallel with the SDK's chunk) instead of
 * being the first thing the SDK waits for.
 */
export function openSdkDatabase(): SdkStorage {
  return new KeyValueStorage()
}

/** The storage the SDK starts on: the database read whole at once when the session opens (`readAhead`). */
export function openSdkStorage(database: SdkStorage = openSdkDatabase()): SdkStorage {
  return readAhead(database)
}
