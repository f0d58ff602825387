import { describe, expect, it } from 'vitest'
import { testConnector } from '../test/connectors.js'
import { groupConnectors } from './groupConnectors.js'

const listing = (id: string, rdns?: string) => ({ id, name: id, ...(rdns ? { rdns } : {}) })
const oneOfEach = {
  connectors: [
    testConnector('walletConnect', 'WALLET_CONNECT'),
    testConnector('io.metamask', 'ANNOUNCED', { rdns: 'io.metamask' }),
    testConnector('io.rabby', 'ANNOUNCED', { rdns: 'io.rabby' }),
    testConnector('safe', 'EXTERNAL'),
    testConnector('auth', 'AUTH'),
  ],
  recent: [{ id: 'io.rabby', rdns: 'io.rabby' }],
  featured: [listing('trust'), listing('metamask-listing', 'io.metamask')],
  custom: [listing('custom-wallet')],
  recommended: [listing('zerion')],
}

describe('groupConnectors', () => {
  it('R-UI-09 default order walletConnect, recent, injected, featured, custom, external, recommended', () => {
    const groups = groupConnectors(oneOfEach)
    expect(groups.map((g) => g.group)).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ])
    // a wallet shows once: rabby is recent, so not injected; metamask is installed, so not featured
    expect(groups.find((g) => g.group === 'injected')?.wallets.map((w) => w.id)).toEqual(['io.metamask'])
    expect(groups.find((g) => g.group === 'featured')?.wallets.map((w) => w.id)).toEqual(['trust'])
    expect(groups.flatMap((g) => g.wallets).some((w) => w.id === 'auth')).toBe(false)
  })

  it('R-UI-10 a configured order replaces the default', () => {
    const order = [
      'recommended',
      'external',
      'injected',
      'walletConnect',
      'recent',
      'custom',
      'featured',
    ] as const
    expect(groupConnectors({ ...oneOfEach, order }).map((g) => g.group)).toEqual(order)
  })

  it('R-SEC-06 an excluded wallet, by rdns or by name, is missing from every group', () => {
    const groups = groupConnectors({ ...oneOfEach, excludeWallets: ['io.rabby', 'TRUST', 'safe'] })
    const ids = groups.flatMap((g) => g.wallets.map((w) => w.id))
    expect(ids).not.toContain('io.rabby')
    expect(ids).not.toContain('trust')
    expect(ids).not.toContain('safe')
    expect(ids).toContain('io.metamask')
  })

  it('R-UI-20 at most 4 featured and 4 recommended by default, configurable', () => {
    const many = Array.from({ length: 6 }, (_, i) => listing(`w${i}`))
    const more = Array.from({ length: 6 }, (_, i) => listing(`r${i}`))
    const groups = groupConnectors({ connectors: [], featured: many, recommended: more })
    expect(groups.find((g) => g.group === 'featured')?.wallets).toHaveLength(4)
    expect(groups.find((g) => g.group === 'recommended')?.wallets).toHaveLength(4)
    const two = groupConnectors({ connectors: [], featured: many, featuredMax: 2 })
    expect(two.find((g) => g.group === 'featured')?.wallets).toHaveLength(2)
  })
})
