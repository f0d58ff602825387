/**
 * The page half of the Bitcoin test wallets: one listed in `window.btc_providers` (what
 * sats-connect discovers) whose provider's `request` crosses to the test process, and one
 * wallet-standard wallet with the bitcoin features, registered the standard way. Runs in the
 * page, so it must stay self-contained.
 */
export type BitcoinTestWalletPageOptions = {
  satsName: string
  standardName: string
  icon: string
  bridge: string
}

export function installBitcoinTestWallets(options: BitcoinTestWalletPageOptions): void {
  const bridge = (window as unknown as Record<string, (json: string) => Promise<string>>)[options.bridge]!
  const call = async (wallet: string, method: string, params: unknown) =>
    JSON.parse(await bridge(JSON.stringify({ wallet, method, params }))) as unknown

  const host = window as unknown as Record<string, unknown>
  host.SigilTestBitcoin = {
    provider: { request: (method: string, params: unknown) => call('sats', method, params) },
  }
  host.btc_providers = [{ id: 'SigilTestBitcoin.provider', name: options.satsName, icon: options.icon }]

  type Account = {
    address: string
    publicKey: Uint8Array
    chains: readonly string[]
    features: readonly string[]
  }
  let accounts: Account[] = []
  const rethrow = (answer: unknown) => {
    const error = (answer as { error?: { code: number; message: string } }).error
    if (error) throw Object.assign(new Error(error.message), { code: error.code })
    return (answer as { result: unknown }).result
  }
  const wallet = {
    version: '1.0.0',
    name: options.standardName,
    icon: options.icon,
    chains: ['bitcoin:testnet'],
    get accounts() {
      return accounts
    },
    features: {
      'bitcoin:connect': {
        version: '1.0.0',
        connect: async () => {
          const addresses = rethrow(await call('standard', 'connect', null)) as string[]
          accounts = addresses.map((address) => ({
            address,
            publicKey: new Uint8Array(33),
            chains: ['bitcoin:testnet'],
            features: ['bitcoin:signMessage'],
          }))
          return { accounts }
        },
      },
      'bitcoin:signMessage': {
        version: '1.0.0',
        signMessage: async (...inputs: { account: Account; message: Uint8Array }[]) =>
          Promise.all(
            inputs.map(async ({ account, message }) => {
              const base64 = rethrow(
                await call('standard', 'signMessage', {
                  address: account.address,
                  message: new TextDecoder().decode(message),
                }),
              ) as string
              return {
                signedMessage: message,
                signature: Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)),
              }
            }),
          ),
      },
      'standard:disconnect': {
        version: '1.0.0',
        disconnect: async () => {
          accounts = []
        },
      },
    },
  }
  const register = (api: { register: (w: unknown) => unknown }) => api.register(wallet)
  window.addEventListener('wallet-standard:app-ready', (event) => register((event as CustomEvent).detail))
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }))
}
