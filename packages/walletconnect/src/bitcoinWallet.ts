import type { CaipNetwork } from '@sigil/core'
import type { WalletConnectSession } from './sdk/walletConnectSession.js'
import { type SessionAccount, sessionWalletBase, STANDARD_VERSION as V } from './sessionWalletBase.js'

/**
 * A wallet-standard account of the session's bip122 namespace. Its public key is the one the
 * phone gave through getAccountAddresses when connecting, kept beside the session for a reload
 * (which asks the phone nothing); empty when it gave none.
 */
export interface BitcoinAccount extends SessionAccount {}

export type BitcoinWalletHost = {
  session(): Promise<WalletConnectSession>
  /** A pairing is shown until a wallet approves; rejects with the reason it ended. */
  connect(): Promise<void>
  /** The client's networks (the bip122 ones are the wallet's chains). */
  networks(): readonly CaipNetwork[]
}

type Calls = typeof import('./bitcoinWalletCalls.js')
type Call = keyof Calls
const MAINNET_GENESIS = '000000000019d6689c085ae165831e93'

/** The wallet-standard chains (bitcoin:mainnet / bitcoin:testnet) of the configured bip122 networks. */
export const bitcoinChains = (host: BitcoinWalletHost): `bitcoin:${string}`[] => [
  ...new Set(
    host
      .networks()
      .flatMap((n) =>
        n.chainNamespace === 'bip122'
          ? [String(n.id) === MAINNET_GENESIS ? ('bitcoin:mainnet' as const) : ('bitcoin:testnet' as const)]
          : [],
      ),
  ),
]

/**
 * The wallet-standard Bitcoin face of a WalletConnect session, which the Bitcoin adapter drives
 * like any wallet-standard Bitcoin wallet: bitcoin:connect pairs (showing the QR) unless a
 * session exists, standard:connect `{ silent: true }` only reads a restored one, and
 * bitcoin:signMessage / bitcoin:signTransaction / bitcoin:sendTransfer go to the phone as the
 * bip122 methods signMessage / signPsbt / sendTransfer. Only this face is up front; its calls
 * load on first use.
 */
export function createBitcoinWallet(host: BitcoinWalletHost) {
  const run = async <C extends Call>(
    name: C,
    ...args: Parameters<Calls[C]> extends [unknown, ...infer R] ? R : never
  ): Promise<Awaited<ReturnType<Calls[C]>>> =>
    (
      (await import('./bitcoinWalletCalls.js'))[name] as (
        ...all: unknown[]
      ) => Promise<Awaited<ReturnType<Calls[C]>>>
    )(host, ...args)
  const base = sessionWalletBase<BitcoinAccount>({
    session: () => host.session(),
    namespace: 'bip122',
    connect: (silent) => run('connect', silent),
    // An accountsChanged event names the addresses; the session's own list is the approval's.
    accountsAfter: (event) =>
      event.type === 'accountsChanged' && event.addresses.length > 0
        ? run('toAccounts', event.addresses)
        : run('readAccounts'),
  })
  return {
    version: V,
    name: 'WalletConnect',
    icon: 'data:image/svg+xml,<svg/>',
    get chains() {
      return bitcoinChains(host)
    },
    get accounts() {
      return base.accounts()
    },
    features: {
      'bitcoin:connect': { version: V, connect: () => base.connect(false) },
      'standard:connect': {
        version: V,
        connect: (input?: { silent?: boolean }) => base.connect(input?.silent === true),
      },
      'standard:disconnect': base['standard:disconnect'],
      'standard:events': base['standard:events'],
      'bitcoin:signMessage': {
        version: V,
        signMessage: (...inputs: { account: { address: string }; message: Uint8Array }[]) =>
          run('signMessages', inputs),
      },
      'bitcoin:signTransaction': {
        version: V,
        signTransaction: (input: {
          psbt: Uint8Array
          inputsToSign: readonly { account: { address: string }; signingIndexes: readonly number[] }[]
        }) => run('signTransaction', input),
      },
      'bitcoin:sendTransfer': {
        version: V,
        sendTransfer: (input: { recipients: readonly { address: string; amount: number }[] }) =>
          run('sendTransfer', input.recipients),
      },
    },
  }
}
