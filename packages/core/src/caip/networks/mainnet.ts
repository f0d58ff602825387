import { evmNetwork } from './evmNetwork.js'

export const mainnet = /* @__PURE__ */ evmNetwork({
  id: 1,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpc: 'https://ethereum.reth.rs/rpc',
  explorer: { name: 'Etherscan', url: 'https://etherscan.io', apiUrl: 'https://api.etherscan.io/api' },
  blockTime: 12000,
})
