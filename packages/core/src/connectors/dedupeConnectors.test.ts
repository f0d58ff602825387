import { describe, expect, it } from 'vitest'
import { testConnector } from '../test/connectors.js'
import { dedupeConnectors } from './dedupeConnectors.js'

describe('dedupeConnectors', () => {
  it('an announced wallet hides the injected one with the same rdns', () => {
    const result = dedupeConnectors([
      testConnector('injected', 'INJECTED', { name: 'Browser Wallet', rdns: 'io.metamask' }),
      testConnector('io.metamask', 'ANNOUNCED', { name: 'MetaMask', rdns: 'io.metamask' }),
    ])
    expect(result.map((c) => c.id)).toEqual(['io.metamask'])
  })

  it('an announced wallet hides the injected one with the same name', () => {
    const result = dedupeConnectors([
      testConnector('injected', 'INJECTED', { name: 'Rabby' }),
      testConnector('io.rabby', 'ANNOUNCED', { name: 'rabby' }),
    ])
    expect(result.map((c) => c.id)).toEqual(['io.rabby'])
  })

  it('keeps an injected wallet nobody announced, and other namespaces apart', () => {
    const result = dedupeConnectors([
      testConnector('injected', 'INJECTED', { name: 'Other' }),
      testConnector('phantom', 'ANNOUNCED', { name: 'Phantom', chain: 'solana' }),
      testConnector('phantom-evm', 'INJECTED', { name: 'Phantom' }),
      testConnector('injected', 'INJECTED', { name: 'Other' }),
    ])
    expect(result.map((c) => c.id)).toEqual(['injected', 'phantom', 'phantom-evm'])
  })
})
