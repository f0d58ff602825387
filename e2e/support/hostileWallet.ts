import type { BrowserContext } from 'playwright-core'

/**
 * A wallet that misbehaves, announced over EIP-6963 from an init script: it answers each method
 * with the value given (`answers`), never answers the methods in `hang`, and records every call
 * in `window.__hostileWalletCalls[rdns]`. Its `info` is sent as given, so a test can make it lie
 * (another wallet's rdns, an icon that is no image, a huge name).
 */
export type HostileWalletOptions = {
  info: { uuid?: string; name: unknown; icon: unknown; rdns: unknown }
  answers?: Record<string, unknown>
  hang?: string[]
}

export const HOSTILE_ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4='

export async function addHostileWallet(
  context: BrowserContext,
  options: HostileWalletOptions,
): Promise<void> {
  await context.addInitScript((wallet: HostileWalletOptions) => {
    const record = window as unknown as { __hostileWalletCalls?: Record<string, string[]> }
    record.__hostileWalletCalls = record.__hostileWalletCalls ?? {}
    const key = String(wallet.info.rdns).slice(0, 60)
    const log: string[] = record.__hostileWalletCalls[key] ?? []
    record.__hostileWalletCalls[key] = log
    const provider = {
      request({ method }: { method: string }) {
        log.push(method)
        if (wallet.hang?.includes(method)) return new Promise(() => {})
        if (wallet.answers && method in wallet.answers) return Promise.resolve(wallet.answers[method])
        return Promise.reject(Object.assign(new Error('Method not supported'), { code: 4200 }))
      },
      on() {
        return provider
      },
      removeListener() {
        return provider
      },
    }
    const detail = Object.freeze({
      info: Object.freeze({ uuid: wallet.info.uuid ?? crypto.randomUUID(), ...wallet.info }),
      provider,
    })
    const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
    window.addEventListener('eip6963:requestProvider', announce)
    announce()
  }, options)
}

/** The methods the hostile wallet with this rdns was asked, in order. */
export async function hostileWalletCalls(
  page: import('playwright-core').Page,
  rdns: string,
): Promise<string[]> {
  return page.evaluate(
    (key) =>
      (window as unknown as { __hostileWalletCalls?: Record<string, string[]> }).__hostileWalletCalls?.[
        key
      ] ?? [],
    rdns.slice(0, 60),
  )
}
