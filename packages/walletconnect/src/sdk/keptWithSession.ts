import type { Logger } from '@sigil/core'
import type { SdkStorage } from '../walletConnect.js'

type KeptRecord = { topic: string; values: Record<string, unknown> }

const isKeptRecord = (value: unknown): value is KeptRecord =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as KeptRecord).topic === 'string' &&
  typeof (value as KeptRecord).values === 'object' &&
  (value as KeptRecord).values !== null

/**
 * What the page keeps beside a WalletConnect session (the phone's Bitcoin public keys, which only
 * a connect asks for), in the SDK's storage, so a reload that restores the session finds it too.
 * One record, bound to the session's topic: a record left by another session reads as nothing,
 * and the session ending removes it. A value read back comes from storage: the caller checks it.
 * Keeping is a convenience, so a storage that fails is logged, never thrown.
 */
export function keptWithSession(
  storage: Pick<SdkStorage, 'getItem' | 'setItem' | 'removeItem'>,
  options: { prefix: string; topic: () => string | undefined; logger: Logger },
) {
  const key = `sigil:${options.prefix}:kept`
  const record = async (topic: string): Promise<KeptRecord | undefined> => {
    const stored = await storage.getItem<unknown>(key)
    return isKeptRecord(stored) && stored.topic === topic ? stored : undefined
  }
  const failed = (what: string) => (error: unknown) => {
    options.logger.warn(`Could not ${what} the data kept with the WalletConnect session`, error)
  }
  return {
    async get(name: string): Promise<unknown> {
      const topic = options.topic()
      if (topic === undefined) return undefined
      const kept = await record(topic).catch(failed('read'))
      return kept !== undefined && Object.hasOwn(kept.values, name) ? kept.values[name] : undefined
    },
    async set(name: string, value: unknown): Promise<void> {
      const topic = options.topic()
      if (topic === undefined) return
      await record(topic)
        .then((kept) => storage.setItem(key, { topic, values: { ...kept?.values, [name]: value } }))
        .catch(failed('store'))
    },
    async clear(): Promise<void> {
      await storage.removeItem(key).catch(failed('remove'))
    },
  }
}
