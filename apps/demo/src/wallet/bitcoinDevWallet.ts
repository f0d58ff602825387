import { base64 } from '@scure/base'
import { bip322Key } from './bip322Signer.js'
import { DEV_WALLET_NAME } from './devWallet.js'
import { DEV_WALLET_ICON } from './devWalletIcon.js'

/** Kept like an extension keeps its grants, so a reload reconnects silently. */
const GRANTED_KEY = 'sigil-demo:bitcoin-dev-wallet-granted'
const CHAINS = ['bitcoin:testnet'] as const
const FEATURES = ['bitcoin:signMessage'] as const

type Account = {
  address: string
  publicKey: Uint8Array
  chains: readonly string[]
  features: readonly string[]
}
type Listener = (properties: { accounts?: readonly Account[] }) => void

const fromHex = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (byte) => Number.parseInt(byte, 16))

/**
 * The demo's burner Bitcoin wallet: devnet's first Bitcoin test key, registered over
 * wallet-standard's bitcoin features under the same name as the EVM and Solana dev wallets, so
 * Connect shows one wallet that connects all three. Its payment (p2wpkh) and ordinal (p2tr)
 * testnet addresses sign BIP-322 messages in the page.
 */
export function registerBitcoinDevWallet(privateKeyHex: string): void {
  if (!/^[0-9a-f]{64}$/i.test(privateKeyHex)) throw new Error('the Bitcoin dev key is not 32 bytes of hex')
  const key = bip322Key(fromHex(privateKeyHex))
  const accounts: readonly Account[] = [
    { address: key.payment, publicKey: key.publicKey, chains: CHAINS, features: FEATURES },
    { address: key.ordinal, publicKey: key.outputKey, chains: CHAINS, features: FEATURES },
  ]
  const listeners = new Set<Listener>()
  const granted = () => localStorage.getItem(GRANTED_KEY) === '1'
  const grant = () => {
    localStorage.setItem(GRANTED_KEY, '1')
    return { accounts }
  }

  const wallet = {
    version: '1.0.0',
    name: DEV_WALLET_NAME,
    icon: DEV_WALLET_ICON,
    chains: CHAINS,
    get accounts() {
      return granted() ? accounts : []
    },
    features: {
      'bitcoin:connect': { version: '1.0.0', connect: async () => grant() },
      'standard:connect': {
        version: '1.0.0',
        connect: async (input?: { silent?: boolean }) =>
          input?.silent ? { accounts: granted() ? accounts : [] } : grant(),
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
      'bitcoin:signMessage': {
        version: '1.0.0',
        signMessage: async (...inputs: { account: { address: string }; message: Uint8Array }[]) => {
          if (!granted())
            throw Object.assign(new Error('The dApp is not connected to the dev wallet'), { code: 4100 })
          return inputs.map(({ account, message }) => ({
            signedMessage: message,
            signature: base64.decode(key.sign(account.address, new TextDecoder().decode(message))),
          }))
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
