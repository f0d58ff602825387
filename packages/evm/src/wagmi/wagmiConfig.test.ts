import { createConfig as createConfigV3, http as httpV3, mock as mockV3 } from '@wagmi/core'
import { createConfig as createConfigV2, http as httpV2, mock as mockV2 } from '@wagmi/core-v2'
import { describe, expect, it } from 'vitest'
import { wagmiAdapter } from './index.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const chain = {
  id: 31337,
  name: 'Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
} as const

describe('wagmiAdapter() takes the config of either wagmi major', () => {
  // The type check is the point: each config below is passed with no cast.
  it('R-EVM-02 a @wagmi/core 2 config and a @wagmi/core 3 config both make an adapter', () => {
    const v2 = createConfigV2({
      chains: [chain],
      connectors: [mockV2({ accounts: [ADDRESS] })],
      transports: { [chain.id]: httpV2('http://127.0.0.1:1') },
    })
    const v3 = createConfigV3({
      chains: [chain],
      connectors: [mockV3({ accounts: [ADDRESS] })],
      transports: { [chain.id]: httpV3('http://127.0.0.1:1') },
    })
    for (const config of [v2, v3]) expect(wagmiAdapter(config).namespace).toBe('eip155')
  })
})
