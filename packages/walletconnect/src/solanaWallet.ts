import type { CaipNetwork } from '@sigil/core'
import type { WalletConnectSession } from './sdk/walletConnectSession.js'
import { type SessionAccount, sessionWalletBase, STANDARD_VERSION as V } from './sessionWalletBase.js'

export interface SolanaAccount extends SessionAccount {}

export type SolanaWalletHost = {
  session(): Promise<WalletConnectSession>
  /** A pairing is shown until a wallet approves; rejects with the reason it ended. */
  connect(): Promise<void>
  /** The client's networks (the Solana ones are the wallet's chains). */
  networks(): readonly CaipNetwork[]
}

type Calls = typeof import('./solanaWalletCalls.js')
type Call = keyof Calls

export const solanaChains = (host: SolanaWalletHost) =>
  host.networks().flatMap((n) => (n.chainNamespace === 'solana' ? [n.caipNetworkId] : []))

/**
 * The wallet-standard face of a WalletConnect session, which the Solana adapter drives like any
 * wallet: standard:connect pairs (showing the QR) unless a session exists, `{ silent: true }`
 * only reads a restored one, and solana:signMessage / solana:signTransaction go to the phone as
 * solana_signMessage / solana_signTransaction. Only this face is up front; its calls load on first use.
 */
export function createSolanaWallet(host: SolanaWalletHost) {
  const run = async <C extends Call>(
    name: C,
    ...args: Parameters<Calls[C]> extends [unknown, ...infer R] ? R : never
  ): Promise<Awaited<ReturnType<Calls[C]>>> =>
    (
      (await import('./solanaWalletCalls.js'))[name] as (
        ...all: unknown[]
      ) => Promise<Awaited<ReturnType<Calls[C]>>>
    )(host, ...args)
  const base = sessionWalletBase<SolanaAccount>({
    session: () => host.session(),
    namespace: 'solana',
    connect: (silent) => run('connect', silent),
    accountsAfter: () => run('readAccounts'),
  })
  return {
    version: V,
    name: 'WalletConnect',
    icon: 'data:image/svg+xml,<svg/>',
    get chains() {
      return solanaChains(host)
    },
    get accounts() {
      return base.accounts()
    },
    features: {
      'standard:connect': {
        version: V,
        connect: (input?: { silent?: boolean }) => base.connect(input?.silent === true),
      },
      'standard:disconnect': base['standard:disconnect'],
      'standard:events': base['standard:events'],
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
