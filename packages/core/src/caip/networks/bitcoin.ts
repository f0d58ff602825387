import { bundledNetwork } from './bundledNetwork.js'

/**
 * Bitcoin mainnet; the id is the first 32 hex characters of the genesis block hash.
 * Bitcoin has no public JSON-RPC: the client points `rpcUrls.default` at its configured relay.
 */
export const bitcoin = /* @__PURE__ */ bundledNetwork({
  id: '000000000019d6689c085ae165831e93',
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
  chainNamespace: 'bip122',
  name: 'Bitcoin',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: [] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space' } },
  testnet: false,
})
