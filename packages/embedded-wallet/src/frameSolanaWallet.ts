import { type Clock, decodeBase58, encodeBase58, type Logger } from '@sigil/core'
import {
  createError,
  DEFAULT_EMBEDDED_WALLET_CHAINS,
  INVALID_RESPONSE,
  type SigilInternalClient,
} from '@sigil/core/internal'
import { FrameRequestError } from './frameErrors.js'
import { frameRpc } from './frameRpc.js'
import type { FrameTransport } from './frameTransport.js'
import { parseFrameSolanaUser } from './frameUser.js'

const VERSION = '1.0.0'
const SIGNING_FEATURES = ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction']
const ICON = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/%3E'

/** A wallet-standard account of the embedded wallet: the secure site's ed25519 key. */
export type FrameSolanaAccount = {
  address: string
  publicKey: Uint8Array
  chains: `solana:${string}`[]
  features: string[]
}

type ChangeListener = (properties: { accounts?: readonly FrameSolanaAccount[] }) => void

export type FrameSolanaWalletOptions = {
  client: SigilInternalClient
  transport: () => Promise<FrameTransport>
  call: FrameTransport['request']
  clock: Clock
  logger: Logger
}

/** The embedded wallet's Solana side, which also tells the adapter when the session ended. */
export type FrameSolanaWallet = ReturnType<typeof createFrameSolanaWallet>

/**
 * The embedded wallet in the solana namespace, as a wallet-standard wallet the Solana adapter
 * drives like any other (AppKit's Solana auth provider does the same through the frame):
 * connecting reads the signed-in user on a Solana chain (GET_USER with `solana:…`), signing goes
 * as RPC_REQUEST with chainNamespace 'solana', base58 in and out. No login starts here: the
 * email or social login of the eip155 side opens the session both namespaces use.
 */
export function createFrameSolanaWallet(options: FrameSolanaWalletOptions) {
  const { client, call } = options
  const listeners = new Set<ChangeListener>()
  let accounts: FrameSolanaAccount[] = []
  const setAccounts = (next: FrameSolanaAccount[]) => {
    accounts = next
    for (const listener of [...listeners]) listener({ accounts })
  }

  /** The Solana chains the secure site serves that the app has (R-EMBED-34). */
  const chains = (): `solana:${string}`[] => {
    const served = client.config.embeddedWalletChains ?? DEFAULT_EMBEDDED_WALLET_CHAINS
    return served.filter((id): id is `solana:${string}` => id.startsWith('solana:'))
  }
  const network = () => {
    // Read here, not through the core's selectors: pulling them into this lazy chunk made the
    // bundler split the namespace list into a chunk of its own on every page's first load.
    const { chain } = client.getState()
    const active = chain.activeNetworkByNamespace.solana
    return (
      chain.networks.find((entry) => entry.caipNetworkId === active) ??
      chain.networks.find((entry) => entry.chainNamespace === 'solana')
    )
  }
  const rpc = (method: string, params: Record<string, unknown>) =>
    frameRpc({ ...options, namespace: 'solana' }, method, params) as Promise<Record<string, unknown> | null>
  const bytesOf = (value: unknown, what: string): Uint8Array => {
    let bytes: Uint8Array | undefined
    try {
      bytes = typeof value === 'string' ? decodeBase58(value) : undefined
    } catch {
      bytes = undefined
    }
    if (!bytes || bytes.length === 0)
      throw createError(INVALID_RESPONSE, { reason: `the embedded wallet returned no base58 ${what}` })
    return bytes
  }
  const ownAccount = (input: { account?: { address?: unknown } }) => {
    const account = accounts.find((entry) => entry.address === input.account?.address)
    if (!account) throw Object.assign(new Error('The requested account is not connected'), { code: 4100 })
    return account
  }

  return {
    version: VERSION,
    name: 'Email and social',
    icon: ICON,
    get chains() {
      return chains()
    },
    get accounts() {
      return accounts
    },
    features: {
      'standard:connect': {
        version: VERSION,
        async connect(): Promise<{ accounts: readonly FrameSolanaAccount[] }> {
          const { isConnected } = await call('IS_CONNECTED')
          if (isConnected !== true) {
            setAccounts([])
            return { accounts }
          }
          const target = network()
          const user = parseFrameSolanaUser(
            await call('GET_USER', target ? { chainId: target.caipNetworkId } : {}),
          )
          if (!user)
            throw new FrameRequestError({
              message: 'The embedded wallet sent a Solana user Sigil cannot read',
            })
          setAccounts([
            {
              address: user.address,
              publicKey: decodeBase58(user.address),
              chains: chains(),
              features: SIGNING_FEATURES,
            },
          ])
          return { accounts }
        },
      },
      // The session is the eip155 side's: forgetting the account here leaves it open.
      'standard:disconnect': { version: VERSION, disconnect: async () => setAccounts([]) },
      'standard:events': {
        version: VERSION,
        on(event: 'change', listener: ChangeListener): () => void {
          if (event !== 'change') return () => undefined
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'solana:signMessage': {
        version: VERSION,
        async signMessage(...inputs: { account: { address: string }; message: Uint8Array }[]) {
          const outputs = []
          for (const input of inputs) {
            const account = ownAccount(input)
            const reply = await rpc('solana_signMessage', {
              message: encodeBase58(input.message),
              pubkey: account.address,
            })
            outputs.push({ signedMessage: input.message, signature: bytesOf(reply?.signature, 'signature') })
          }
          return outputs
        },
      },
      'solana:signTransaction': {
        version: VERSION,
        supportedTransactionVersions: ['legacy', 0] as const,
        async signTransaction(...inputs: { account: { address: string }; transaction: Uint8Array }[]) {
          const outputs = []
          for (const input of inputs) {
            ownAccount(input)
            const reply = await rpc('solana_signTransaction', {
              transaction: encodeBase58(input.transaction),
            })
            outputs.push({ signedTransaction: bytesOf(reply?.transaction, 'transaction') })
          }
          return outputs
        },
      },
      'solana:signAndSendTransaction': {
        version: VERSION,
        supportedTransactionVersions: ['legacy', 0] as const,
        async signAndSendTransaction(
          ...inputs: { account: { address: string }; transaction: Uint8Array; options?: object }[]
        ) {
          const outputs = []
          for (const input of inputs) {
            ownAccount(input)
            const reply = await rpc('solana_signAndSendTransaction', {
              transaction: encodeBase58(input.transaction),
              ...(input.options ? { options: input.options } : {}),
            })
            outputs.push({ signature: bytesOf(reply?.signature, 'signature') })
          }
          return outputs
        },
      },
    },
    /** The session ended (a sign-out, a not-connected report): the adapter drops the account. */
    emitDisconnect() {
      if (accounts.length > 0) setAccounts([])
    },
  }
}
