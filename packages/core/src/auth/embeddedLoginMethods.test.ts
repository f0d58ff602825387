import { describe, expect, it } from 'vitest'
import { embeddedLoginMethods } from './embeddedLoginMethods.js'
import { DEFAULT_EMBEDDED_WALLET_CHAINS } from './embeddedWalletChains.js'

describe('embedded login methods', () => {
  it('R-EMBED-23 email is offered only with the feature on and the secure site URL (its loader defaults to @sigil/embedded-wallet)', () => {
    const services = { embeddedWalletUrl: 'http://127.0.0.1:8601' }
    expect(embeddedLoginMethods({ services }, { email: true, socials: false }).email).toBe(true)
    expect(embeddedLoginMethods({ services }, { email: false, socials: false }).email).toBe(false)
    expect(embeddedLoginMethods({}, { email: true, socials: false }).email).toBe(false)
    expect(
      embeddedLoginMethods(
        { services: { registryUrl: 'http://127.0.0.1:8600' } },
        { email: true, socials: false },
      ).email,
    ).toBe(false)
  })

  it('R-EMBED-23 R-EMBED-33 the social providers keep their order', () => {
    const config = { services: { embeddedWalletUrl: 'http://127.0.0.1:8601' } }
    const all = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const
    expect(embeddedLoginMethods(config, { email: true, socials: all }).socials).toEqual([
      'google',
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ])
    expect(embeddedLoginMethods(config, { email: true, socials: false }).socials).toEqual([])
    expect(embeddedLoginMethods({}, { email: true, socials: all }).socials).toEqual([])
  })

  it('R-EMBED-34 about 24 EVM chains and 3 Solana chains by default; offered on a listed chain and not on another; the list is configurable', () => {
    const evm = DEFAULT_EMBEDDED_WALLET_CHAINS.filter((id) => id.startsWith('eip155:'))
    const solana = DEFAULT_EMBEDDED_WALLET_CHAINS.filter((id) => id.startsWith('solana:'))
    expect(evm).toHaveLength(24)
    expect(solana).toEqual([
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
    ])
    expect(new Set(DEFAULT_EMBEDDED_WALLET_CHAINS).size).toBe(27)
    const config = { services: { embeddedWalletUrl: 'http://127.0.0.1:8601' } }
    const features = { email: true, socials: ['google'] as const }
    expect(embeddedLoginMethods(config, features, 'eip155:8453')).toEqual({
      email: true,
      socials: ['google'],
    })
    expect(embeddedLoginMethods(config, features, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp').email).toBe(true)
    expect(embeddedLoginMethods(config, features, 'eip155:31337')).toEqual({ email: false, socials: [] })
    expect(embeddedLoginMethods(config, features, 'bip122:000000000019d6689c085ae165831e93').email).toBe(
      false,
    )
    const local = { ...config, embeddedWalletChains: ['eip155:31337'] as const }
    expect(embeddedLoginMethods(local, features, 'eip155:31337').email).toBe(true)
    expect(embeddedLoginMethods(local, features, 'eip155:1').email).toBe(false)
  })
})
