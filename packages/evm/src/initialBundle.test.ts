import { fileURLToPath } from 'node:url'
import { bundlePage } from '@sigil/test/bundle'
import { describe, expect, it } from 'vitest'

const source = (path: string) => JSON.stringify(fileURLToPath(new URL(path, import.meta.url)))

describe('what a page with the EVM adapter loads up front', () => {
  it('the initial chunk holds only the adapter shell; discovery and reconnect load at once beside it, and viem clients, transports, serializers and the ERC-20 transfer on first use', async () => {
    const { initial, lazy } = await bundlePage(`
      import { createSigil } from ${source('../../core/src/index.ts')}
      import { base, mainnet } from ${source('../../core/src/caip/networks/index.ts')}
      import { evm } from ${source('./index.ts')}
      export const client = createSigil({ projectId: 'p', networks: [mainnet, base], adapters: [evm()] })
    `)
    for (const later of [
      'eip6963:requestProvider',
      'Public Client',
      'serializeTransaction',
      'serializeTypedData',
      'transferFrom',
      // The hosts' code (Safe{Wallet}, mini apps) loads only inside a host.
      'getSafeInfo',
      'ethProviderRequestV2',
    ])
      expect(initial).not.toContain(later)
    expect(lazy).toContain('eip6963:requestProvider')
    expect(lazy).toContain('eth_accounts')
    expect(lazy).toContain('Public Client')
    expect(lazy).toContain('serializeTypedData')
    // The ERC-20 ABI the token transfer encodes with.
    expect(lazy).toContain('transferFrom')
    expect(lazy).toContain('getSafeInfo')
    expect(lazy).toContain('ethProviderRequestV2')
  }, 60_000)
})
