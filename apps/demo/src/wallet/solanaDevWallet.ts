import { decodeBase58, encodeBase58 } from '@sigil/core'
import { DEV_WALLET_NAME } from './devWallet.js'
import { DEV_WALLET_ICON } from './devWalletIcon.js'

/** Kept like an extension keeps its grants, so a reload reconnects silently. */
const GRANTED_KEY = 'sigil-demo:solana-dev-wallet-granted'
const CHAINS = ['solana:devnet'] as const
const PKCS8_ED25519_PREFIX = [
  0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20,
]

type Account = {
  address: string
  publicKey: Uint8Array
  chains: readonly string[]
  features: readonly string[]
}
type Listener = (properties: { accounts?: readonly Account[] }) => void

/** Reads a compact-u16 (Solana's short vector length) at `offset`. */
function compactU16(bytes: Uint8Array, offset: number): { value: number; size: number } {
  let value = 0
  for (let size = 0; size < 3; size++) {
    const byte = bytes[offset + size] ?? 0
    value |= (byte & 0x7f) << (7 * size)
    if ((byte & 0x80) === 0) return { value, size: size + 1 }
  }
  throw new Error('malformed length')
}

/**
 * The demo's burner Solana wallet: the devnet's first Solana test key, registered over
 * wallet-standard under the same name as the EVM dev wallet, so Connect shows one wallet
 * that connects both. It signs in the page with WebCrypto Ed25519.
 */
export async function registerSolanaDevWallet(secretKeyBase58: string): Promise<void> {
  const secret = decodeBase58(secretKeyBase58)
  const publicKey = secret.slice(32, 64)
  const key = await crypto.subtle.importKey(
    'pkcs8',
    new Uint8Array([...PKCS8_ED25519_PREFIX, ...secret.slice(0, 32)]),
    { name: 'Ed25519' },
    false,
    ['sign'],
  )
  const sign = async (bytes: Uint8Array) =>
    new Uint8Array(await crypto.subtle.sign('Ed25519', key, bytes as Uint8Array<ArrayBuffer>))
  const account: Account = {
    address: encodeBase58(publicKey),
    publicKey,
    chains: CHAINS,
    features: ['solana:signMessage', 'solana:signTransaction'],
  }
  const listeners = new Set<Listener>()
  const granted = () => localStorage.getItem(GRANTED_KEY) === '1'
  const requireGrant = () => {
    if (!granted())
      throw Object.assign(new Error('The dApp is not connected to the dev wallet'), { code: 4100 })
  }

  /** Puts our signature in our slot of a wire transaction. */
  const signWire = async (wire: Uint8Array): Promise<Uint8Array> => {
    const signatures = compactU16(wire, 0)
    const messageStart = signatures.size + 64 * signatures.value
    const message = wire.subarray(messageStart)
    let offset = (message[0]! & 0x80) !== 0 ? 1 : 0
    const required = message[offset]!
    offset += 3
    const keys = compactU16(message, offset)
    offset += keys.size
    let slot = -1
    for (let index = 0; index < Math.min(required, keys.value); index++) {
      const candidate = message.subarray(offset + 32 * index, offset + 32 * (index + 1))
      if (candidate.every((byte, i) => byte === publicKey[i])) slot = index
    }
    if (slot < 0) throw new Error('The dev wallet is not a signer of this transaction')
    const signed = new Uint8Array(wire)
    signed.set(await sign(message), signatures.size + 64 * slot)
    return signed
  }

  const wallet = {
    version: '1.0.0',
    name: DEV_WALLET_NAME,
    icon: DEV_WALLET_ICON,
    chains: CHAINS,
    get accounts() {
      return granted() ? [account] : []
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        connect: async (input?: { silent?: boolean }) => {
          if (!input?.silent) localStorage.setItem(GRANTED_KEY, '1')
          return { accounts: granted() ? [account] : [] }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        disconnect: async () => {
          localStorage.removeItem(GRANTED_KEY)
          for (const listener of listeners) listener({ accounts: [] })
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
        signMessage: async (...inputs: { message: Uint8Array }[]) => {
          requireGrant()
          return Promise.all(
            inputs.map(async ({ message }) => ({ signedMessage: message, signature: await sign(message) })),
          )
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: async (...inputs: { transaction: Uint8Array }[]) => {
          requireGrant()
          return Promise.all(
            inputs.map(async ({ transaction }) => ({ signedTransaction: await signWire(transaction) })),
          )
        },
      },
    },
  }

  // The wallet-standard handshake: register now if the app is listening, and again when it says it is ready.
  const register = (api: { register: (w: unknown) => unknown }) => api.register(wallet)
  window.addEventListener('wallet-standard:app-ready', (event) => register((event as CustomEvent).detail))
  window.dispatchEvent(
    new CustomEvent('wallet-standard:register-wallet', {
      detail: register,
      bubbles: false,
      cancelable: false,
    }),
  )
}
