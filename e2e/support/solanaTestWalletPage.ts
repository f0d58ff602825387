/**
 * The page half of the Solana test wallet: a wallet-standard wallet registered the standard
 * way (answering `wallet-standard:app-ready` and dispatching `wallet-standard:register-wallet`).
 * Keys and signing live in the test process: each call crosses the exposed bridge with bytes
 * as base64. Runs in the page, so it must stay self-contained.
 */
export type SolanaTestWalletPageOptions = {
  name: string
  icon: string
  address: string
  publicKey: number[]
  bridge: string
}

export function installSolanaTestWallet(options: SolanaTestWalletPageOptions): void {
  const bridge = (window as unknown as Record<string, (json: string) => Promise<string>>)[options.bridge]!
  const call = async (method: string, params: unknown): Promise<unknown> => {
    const answer = JSON.parse(await bridge(JSON.stringify({ method, params }))) as
      | { result: unknown }
      | { error: { code: number; message: string } }
    if ('error' in answer) throw Object.assign(new Error(answer.error.message), { code: answer.error.code })
    return answer.result
  }
  const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
  const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
  const chains = ['solana:devnet'] as const
  const account = {
    address: options.address,
    publicKey: new Uint8Array(options.publicKey),
    chains,
    features: ['solana:signMessage', 'solana:signTransaction'],
  }
  let connected = false
  type Listener = (properties: { accounts?: readonly unknown[] }) => void
  const listeners = new Set<Listener>()
  const wallet = {
    version: '1.0.0',
    name: options.name,
    icon: options.icon,
    chains,
    get accounts() {
      return connected ? [account] : []
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        connect: async (input?: { silent?: boolean }) => {
          connected = (await call('connect', { silent: input?.silent === true })) as boolean
          return { accounts: connected ? [account] : [] }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        disconnect: async () => {
          await call('disconnect', {})
          connected = false
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
        signMessage: async (...inputs: { message: Uint8Array }[]) =>
          Promise.all(
            inputs.map(async ({ message }) => ({
              signedMessage: message,
              signature: fromBase64((await call('signMessage', toBase64(message))) as string),
            })),
          ),
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: async (...inputs: { transaction: Uint8Array }[]) =>
          Promise.all(
            inputs.map(async ({ transaction }) => ({
              signedTransaction: fromBase64((await call('signTransaction', toBase64(transaction))) as string),
            })),
          ),
      },
    },
  }
  const register = (api: { register: (w: unknown) => unknown }) => api.register(wallet)
  window.addEventListener('wallet-standard:app-ready', (event) => register((event as CustomEvent).detail))
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }))
}
