import { evmNetwork } from './evmNetwork.js'

export const avalanche = /* @__PURE__ */ evmNetwork({
  id: 43114,
  name: 'Avalanche',
  nativeCurrency: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
  rpc: 'https://api.avax.network/ext/bc/C/rpc',
  explorer: { name: 'SnowTrace', url: 'https://snowtrace.io', apiUrl: 'https://api.snowtrace.io' },
  blockTime: 1700,
})
