/**
 * The page half of the test wallet: an EIP-1193 provider announced over EIP-6963 (and,
 * optionally, set as window.ethereum). Every request crosses to the test process through
 * an exposed function; errors come back as { code, message } and are rethrown here so
 * that code 4001 survives the bridge. Runs in the page, so it must stay self-contained.
 */
export type TestWalletPageOptions = {
  uuid: string
  name: string
  rdns: string
  icon: string
  announce: boolean
  /**
   * The name of a function put on the page that announces the wallet: it announces only when the
   * test calls it, as an extension whose script runs late does. Unset: it announces at once.
   */
  arrive?: string
  injected: boolean
  bridge: string
  emitter: string
}

export function installTestWallet(options: TestWalletPageOptions): void {
  type Listener = (payload: unknown) => void
  const listeners = new Map<string, Set<Listener>>()
  const bridge = (window as unknown as Record<string, (json: string) => Promise<string>>)[options.bridge]

  const provider = {
    isSigilTestWallet: true,
    async request(args: { method: string; params?: unknown }) {
      const answer = JSON.parse(await bridge(JSON.stringify(args))) as
        | { result: unknown }
        | { error: { code: number; message: string; data?: unknown } }
      if ('error' in answer) {
        const error = new Error(answer.error.message) as Error & { code: number; data?: unknown }
        error.code = answer.error.code
        error.data = answer.error.data
        throw error
      }
      return answer.result
    },
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)?.add(listener)
      return provider
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
  }

  ;(window as unknown as Record<string, unknown>)[options.emitter] = (event: string, payload: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(payload)
  }

  if (options.injected) (window as unknown as { ethereum: unknown }).ethereum = provider
  if (options.announce) {
    const detail = Object.freeze({
      info: Object.freeze({ uuid: options.uuid, name: options.name, icon: options.icon, rdns: options.rdns }),
      provider,
    })
    const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
    const start = () => {
      window.addEventListener('eip6963:requestProvider', announce)
      announce()
    }
    if (options.arrive) (window as unknown as Record<string, () => void>)[options.arrive] = start
    else start()
  }
}
