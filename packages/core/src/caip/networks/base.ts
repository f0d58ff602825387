import { evmNetwork } from './evmNetwork.js'

export const base = /* @__PURE__ */ evmNetwork({
  id: 8453,
  name: 'Base',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpc: 'https://mainnet.base.org',
  explorer: { name: 'Basescan', url: 'https://basescan.org', apiUrl: 'https://api.basescan.org/api' },
  stack: 'op-stack',
})
