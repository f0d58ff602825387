import { evmNetwork } from './evmNetwork.js'

export const polygon = /* @__PURE__ */ evmNetwork({
  id: 137,
  name: 'Polygon',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpc: 'https://polygon.drpc.org',
  explorer: {
    name: 'PolygonScan',
    url: 'https://polygonscan.com',
    apiUrl: 'https://api.etherscan.io/v2/api',
  },
  blockTime: 2000,
})
