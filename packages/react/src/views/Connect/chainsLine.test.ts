import type { Connector } from '@sigil/core'
import { describe, expect, it } from 'vitest'
import { chainsLine } from './WalletSection.js'

const connector = (chain: Connector['chain']): Connector => ({
  id: `w-${chain}`,
  type: 'ANNOUNCED',
  name: 'W',
  chain,
})

describe('the chains line of a Connect row', () => {
  it('says which chains a wallet in several namespaces connects, and nothing for one namespace', () => {
    expect(chainsLine({ id: 'w', name: 'W', connectors: [connector('eip155'), connector('solana')] })).toBe(
      'EVM · Solana',
    )
    expect(
      chainsLine({
        id: 'w',
        name: 'W',
        connectors: [connector('eip155'), connector('solana'), connector('bip122')],
      }),
    ).toBe('EVM · Solana · Bitcoin')
    expect(chainsLine({ id: 'w', name: 'W', connectors: [connector('solana')] })).toBeUndefined()
    expect(chainsLine({ id: 'w', name: 'W' })).toBeUndefined()
  })
})
