import { evmNetwork } from './evmNetwork.js'

export const zksync = /* @__PURE__ */ evmNetwork({
  id: 324,
  name: 'ZKsync Era',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpc: 'https://mainnet.era.zksync.io',
  explorer: {
    name: 'ZKsync Explorer',
    url: 'https://explorer.zksync.io',
    apiUrl: 'https://block-explorer-api.mainnet.zksync.io/api',
  },
  stack: 'zksync',
})
