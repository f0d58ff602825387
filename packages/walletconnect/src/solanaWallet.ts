import type { CaipNetwork } from '@sigil/core'
import type { WalletConnectSession } from './sdk/walletConnectSession.js'

export type SolanaAccount = {
  address: string
  publicKey: Uint8Array
  chains: readonly `${string}:${string}`[]
  features: readonly string[]
}
type Listener = (properties: { accounts?: readonly SolanaAccount[] }) => void

export type SolanaWalletHost = {
  session(): Promise<WalletConnectSession>
  /** A pairing is shown until a wallet approves; rejects with the reason it ended. */
  connect(): Promise<void>
  /** The client's networks (the Solana ones are the wallet's chains). */
  networks(): readonly CaipNetwork[]
}

type Calls = typeof import('./solanaWalletCalls.js')
type Call = keyof Calls
const V = '1.0.0'

export const solanaChains = (host: SolanaWalletHost) =>
  host.networks().flatMap((n) => (n.chainNamespace === 'solana' ? [n.caipNetworkId] : []))

/**
 * The wallet-standard face of a WalletConnect session, which the Solana adapter drives like any
 * wallet: standard:connect pairs (showing the QR) unless a session exists, `{ silent: true }`
 * only reads a restored one, and solana:signMessage / solana:signTransaction go to the phone as
 * solana_signMessage / solana_signTransaction. Only this face is up front; its calls load on first use.
 */
export function createSolanaWallet(host: SolanaWalletHost) {
  const listeners = new Set<Listener>()
  let accounts: readonly SolanaAccount[] = []
  const run = async <C extends Call>(
    name: C,
    ...args: Parameters<Calls[C]> extends [unknown, ...infer R] ? R : never
  ): Promise<Awaited<ReturnType<Calls[C]>>> =>
    (
      (await import('./solanaWalletCalls.js'))[name] as (
        ...all: unknown[]
      ) => Promise<Awaited<ReturnType<Calls[C]>>>
    )(host, ...args)
  let watching = false
  /** A Solana change or the session's end: listeners hear the accounts the session now has. */
  const watch = async () => {
    if (watching) return
    watching = true
    ;(await host.session()).onEvent((event) => {
      if (event.type !== 'disconnect' && event.namespace !== 'solana') return
      run('readAccounts').then(
        (next) => {
          keep(next)
          for (const listener of listeners) listener({ accounts })
        },
        () => undefined,
      )
    })
  }
  const keep = (next: readonly SolanaAccount[]) => {
    accounts = next
    return { accounts }
  }
  return {
    version: V,
    name: 'WalletConnect',
    icon: 'data:image/svg+xml,<svg/>',
    get chains() {
      return solanaChains(host)
    },
    get accounts() {
      return accounts
    },
    features: {
      'standard:connect': {
        version: V,
        connect: async (input?: { silent?: boolean }) => {
          await watch()
          return keep(await run('connect', input?.silent === true))
        },
      },
      'standard:disconnect': {
        version: V,
        disconnect: async () => {
          keep([])
          await (await host.session()).disconnect()
        },
      },
      'standard:events': {
        version: V,
        on: (_event: 'change', listener: Listener) => {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'solana:signMessage': {
        version: V,
        signMessage: (...inputs: { account: { address: string }; message: Uint8Array }[]) =>
          run('signMessages', inputs),
      },
      'solana:signTransaction': {
        version: V,
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: (...inputs: { transaction: Uint8Array }[]) => run('signTransactions', inputs),
      },
    },
  }
}
