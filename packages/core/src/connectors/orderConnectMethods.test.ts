import { describe, expect, it } from 'vitest'
import { orderConnectMethods } from './orderConnectMethods.js'

describe('orderConnectMethods', () => {
  it('R-UI-07 email, social, wallet by default', () => {
    expect(orderConnectMethods({ connectors: [{ type: 'WALLET_CONNECT' }] })).toEqual([
      'email',
      'social',
      'wallet',
    ])
  })

  it('R-UI-08 wallet first when an injected or announced wallet is shown', () => {
    expect(orderConnectMethods({ connectors: [{ type: 'ANNOUNCED' }] })).toEqual([
      'wallet',
      'email',
      'social',
    ])
    expect(orderConnectMethods({ connectors: [{ type: 'INJECTED' }] })).toEqual(['wallet', 'email', 'social'])
  })

  it('a configured order wins and switched-off methods are left out', () => {
    expect(orderConnectMethods({ connectors: [], configured: ['social', 'wallet', 'email'] })).toEqual([
      'social',
      'wallet',
      'email',
    ])
    expect(orderConnectMethods({ connectors: [], email: false, socials: false })).toEqual(['wallet'])
  })
})
