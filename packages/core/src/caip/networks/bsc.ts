import { evmNetwork } from './evmNetwork.js'

export const bsc = /* @__PURE__ */ evmNetwork({
  id: 56,
  name: 'BNB Smart Chain',
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  rpc: 'https://56.rpc.thirdweb.com',
  explorer: { name: 'BscScan', url: 'https://bscscan.com', apiUrl: 'https://api.bscscan.com/api' },
  blockTime: 750,
})
