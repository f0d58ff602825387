import { evmNetwork } from './evmNetwork.js'

export const bsc = /* @__PURE__ */ evmNetwork({
  id: 56,
  name: 'BNB Smart Chain',
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  rpc: 'https://56.rpc.thirdweb.com',
  explorer: { name: 'BscScan', url: 'https://bscscan.com', apiUrl: 'https://api.bscscan.com/api' },
  imageId: '93564157-2e8e-4ce7-81df-b264dbee9b00',
  blockTime: 750,
})
