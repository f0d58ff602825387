import { ed25519 } from '@noble/curves/ed25519.js'
import { encodeBase58 } from '@sigil/core'
import type { Wallet, WalletAccount } from '@wallet-standard/base'

type Listener = (properties: { accounts?: readonly WalletAccount[] }) => void

export type TestSolanaWallet = Wallet & {
  /** Calls the wallet's change listeners, as a wallet does when its accounts change. */
  change(accounts: readonly WalletAccount[]): void
  calls: string[]
}

export type TestSolanaWalletOptions = {
  name?: string
  seeds: readonly Uint8Array[]
  chains?: readonly `${string}:${string}`[]
  /** Replaces or removes features (a wallet that lies about what it offers). */
  features?: Record<string, unknown>
  /** Replaces what standard:connect answers. */
  connectResult?: () => unknown
  /** Replaces the signature bytes signMessage answers. */
  signature?: (signature: Uint8Array) => unknown
}

export const accountOf = (seed: Uint8Array, chains: readonly `${string}:${string}`[]): WalletAccount => {
  const publicKey = ed25519.getPublicKey(seed)
  return {
    address: encodeBase58(publicKey),
    publicKey,
    chains,
    features: ['solana:signMessage', 'solana:signTransaction'],
  }
}

/**
 * A wallet-standard Solana wallet whose keys sign with ed25519 (@noble/curves): the other end
 * of the adapter in unit tests. Transactions are signed by filling the payer's slot of the wire
 * format with a signature over the message bytes.
 */
export function createTestSolanaWallet(options: TestSolanaWalletOptions): TestSolanaWallet {
  const chains = options.chains ?? ['solana:devnet']
  const listeners = new Set<Listener>()
  const calls: string[] = []
  let accounts: readonly WalletAccount[] = []
  const all = options.seeds.map((seed) => accountOf(seed, chains))
  const seedOf = (address: string) => options.seeds[all.findIndex((a) => a.address === address)]!

  const signWire = (wire: Uint8Array, signer: string): Uint8Array => {
    const count = wire[0]!
    const message = wire.subarray(1 + 64 * count)
    const signed = new Uint8Array(wire)
    signed.set(ed25519.sign(message, seedOf(signer)), 1)
    return signed
  }

  const wallet: TestSolanaWallet = {
    version: '1.0.0',
    name: options.name ?? 'Test Solana Wallet',
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains,
    get accounts() {
      return accounts
    },
    calls,
    features: {
      'standard:connect': {
        version: '1.0.0',
        connect: async (input?: { silent?: boolean }) => {
          calls.push(input?.silent ? 'connect:silent' : 'connect')
          accounts = all
          return options.connectResult ? options.connectResult() : { accounts }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        disconnect: async () => {
          calls.push('disconnect')
          accounts = []
        },
      },
      'standard:events': {
        version: '1.0.0',
        on: (_event: 'change', listener: Listener) => {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'solana:signMessage': {
        version: '1.0.0',
        signMessage: async (...inputs: { account: WalletAccount; message: Uint8Array }[]) => {
          calls.push('signMessage')
          return inputs.map(({ account, message }) => {
            const signature = ed25519.sign(message, seedOf(account.address))
            return {
              signedMessage: message,
              signature: options.signature ? options.signature(signature) : signature,
            }
          })
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: async (...inputs: { account: WalletAccount; transaction: Uint8Array }[]) => {
          calls.push(`signTransaction:${inputs.length}`)
          return inputs.map(({ account, transaction }) => ({
            signedTransaction: signWire(transaction, account.address),
          }))
        },
      },
      ...options.features,
    } as Wallet['features'],
    change(next) {
      accounts = next
      for (const listener of listeners) listener({ accounts: next })
    },
  }
  return wallet
}

/** A registry holding the given wallets, with the register/unregister events of wallet-standard. */
export function createTestRegistry(initial: Wallet[] = []) {
  const wallets = [...initial]
  const listeners = {
    register: new Set<(...w: Wallet[]) => void>(),
    unregister: new Set<(...w: Wallet[]) => void>(),
  }
  return {
    get: () => wallets,
    on(event: 'register' | 'unregister', listener: (...w: Wallet[]) => void) {
      listeners[event].add(listener)
      return () => listeners[event].delete(listener)
    },
    register(wallet: Wallet) {
      wallets.push(wallet)
      for (const listener of listeners.register) listener(wallet)
    },
  }
}
