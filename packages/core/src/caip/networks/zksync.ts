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
  imageId: 'b310f07f-4ef7-49f3-7073-2a0a39685800',
  stack: 'zksync',
})
