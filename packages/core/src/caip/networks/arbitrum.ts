import { evmNetwork } from './evmNetwork.js'

export const arbitrum = /* @__PURE__ */ evmNetwork({
  id: 42161,
  name: 'Arbitrum One',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpc: 'https://arb1.arbitrum.io/rpc',
  explorer: { name: 'Arbiscan', url: 'https://arbiscan.io', apiUrl: 'https://api.arbiscan.io/api' },
  blockTime: 250,
})
