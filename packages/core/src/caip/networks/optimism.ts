import { evmNetwork } from './evmNetwork.js'

export const optimism = /* @__PURE__ */ evmNetwork({
  id: 10,
  name: 'OP Mainnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpc: 'https://mainnet.optimism.io',
  explorer: {
    name: 'Optimism Explorer',
    url: 'https://optimistic.etherscan.io',
    apiUrl: 'https://api-optimistic.etherscan.io/api',
  },
  stack: 'op-stack',
})
