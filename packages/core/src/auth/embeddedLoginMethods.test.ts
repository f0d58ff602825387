import { describe, expect, it } from 'vitest'
import { embeddedLoginMethods } from './embeddedLoginMethods.js'

const loader = async () => () => {
  throw new Error('not loaded in this test')
}

describe('embedded login methods', () => {
  it('R-EMBED-23 email is offered only with the feature on, a loader and the secure site URL', () => {
    const services = { embeddedWalletUrl: 'http://127.0.0.1:8601' }
    expect(
      embeddedLoginMethods({ authConnector: loader, services }, { email: true, socials: false }).email,
    ).toBe(true)
    expect(
      embeddedLoginMethods({ authConnector: loader, services }, { email: false, socials: false }).email,
    ).toBe(false)
    expect(embeddedLoginMethods({ services }, { email: true, socials: false }).email).toBe(false)
    expect(embeddedLoginMethods({ authConnector: loader }, { email: true, socials: false }).email).toBe(false)
  })

  it('R-EMBED-23 R-EMBED-33 the social providers keep their order', () => {
    const config = { authConnector: loader, services: { embeddedWalletUrl: 'http://127.0.0.1:8601' } }
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
})
