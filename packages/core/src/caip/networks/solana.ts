import { bundledNetwork } from './bundledNetwork.js'

const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const

/** Solana mainnet; the id is the first 32 characters of its genesis hash. */
export const solana = /* @__PURE__ */ bundledNetwork({
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: SOL,
  rpcUrls: {
    default: { http: ['https://api.mainnet-beta.solana.com'] },
    chainDefault: { http: ['https://api.mainnet-beta.solana.com'] },
  },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
  testnet: false,
  // Older wallets still report the id derived from the previous genesis-hash encoding.
  deprecatedCaipNetworkId: 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ',
})
