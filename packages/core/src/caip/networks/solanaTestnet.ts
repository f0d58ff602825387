import { bundledNetwork } from './bundledNetwork.js'

/** Solana testnet; wallets never used an older id for it, so it has no deprecatedCaipNetworkId. */
export const solanaTestnet = /* @__PURE__ */ bundledNetwork({
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  caipNetworkId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  chainNamespace: 'solana',
  name: 'Solana Testnet',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: {
    default: { http: ['https://api.testnet.solana.com'] },
    chainDefault: { http: ['https://api.testnet.solana.com'] },
  },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io/?cluster=testnet' } },
  testnet: true,
})
