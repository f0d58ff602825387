import type { WalletConnectSession } from './sdk/walletConnectSession.js'

type Listener = (...args: never[]) => void
type RequestArguments = { method: string; params?: readonly unknown[] | object }

export type Eip155ProviderHost = {
  session(): Promise<WalletConnectSession>
  /** A pairing is shown until a wallet approves; rejects with the reason it ended. */
  connect(): Promise<void>
}

/**
 * The EIP-1193 face of a WalletConnect session, which the EVM adapter drives like any wallet:
 * eth_requestAccounts pairs (showing the QR), eth_accounts reads a restored session without
 * pairing, wallet requests go to the phone, and the session's events come out as
 * accountsChanged / chainChanged / disconnect. The SDK and the answers (`eip155Requests.ts`)
 * load on the first request.
 */
export function createEip155Provider(host: Eip155ProviderHost) {
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, value: unknown) => {
    for (const listener of listeners.get(event) ?? []) (listener as (value: unknown) => void)(value)
  }

  return {
    emit,
    async request({ method, params }: RequestArguments): Promise<unknown> {
      const [session, { answerEip155Request }] = await Promise.all([
        host.session(),
        import('./eip155Requests.js'),
      ])
      return answerEip155Request(session, host, emit, method, params)
    },
    on(event: string, listener: Listener) {
      let set = listeners.get(event)
      if (set === undefined) {
        set = new Set()
        listeners.set(event, set)
      }
      set.add(listener)
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
  }
}
