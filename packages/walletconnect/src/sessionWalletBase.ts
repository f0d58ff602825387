import type { SessionEvent, WalletConnectSession } from './sdk/walletConnectSession.js'

/** A wallet-standard account of a session's namespace. */
export type SessionAccount = {
  address: string
  publicKey: Uint8Array
  chains: readonly `${string}:${string}`[]
  features: readonly string[]
}
type Listener<A> = (properties: { accounts?: readonly A[] }) => void

/** The wallet-standard version every feature of the session's faces declares. */
export const STANDARD_VERSION = '1.0.0'

export type SessionWalletBaseOptions<A extends SessionAccount> = {
  session(): Promise<WalletConnectSession>
  /** The namespace whose events change this face's accounts. */
  namespace: 'solana' | 'bip122'
  /** Pairs (showing the QR) unless a session exists; `silent` only reads a restored one. */
  connect(silent: boolean): Promise<readonly A[]>
  /** The accounts after an event of the namespace or the session's end. */
  accountsAfter(event: SessionEvent): Promise<readonly A[]>
}

/**
 * What the Solana and Bitcoin wallet-standard faces of a WalletConnect session share: the
 * accounts they hold, connecting (which starts watching the session), disconnecting, and the
 * change listeners, told the accounts again on each event of their namespace.
 */
export function sessionWalletBase<A extends SessionAccount>(options: SessionWalletBaseOptions<A>) {
  const listeners = new Set<Listener<A>>()
  let accounts: readonly A[] = []
  const keep = (next: readonly A[]) => {
    accounts = next
    return { accounts }
  }
  let watching = false
  const watch = async () => {
    if (watching) return
    watching = true
    ;(await options.session()).onEvent((event) => {
      if (event.type !== 'disconnect' && event.namespace !== options.namespace) return
      options.accountsAfter(event).then(
        (next) => {
          keep(next)
          for (const listener of listeners) listener({ accounts })
        },
        () => undefined,
      )
    })
  }
  return {
    accounts: () => accounts,
    connect: async (silent: boolean) => {
      await watch()
      return keep(await options.connect(silent))
    },
    'standard:disconnect': {
      version: STANDARD_VERSION,
      disconnect: async () => {
        keep([])
        await (await options.session()).disconnect()
      },
    },
    'standard:events': {
      version: STANDARD_VERSION,
      on: (_event: 'change', listener: Listener<A>) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
  }
}
