import { describe, expect, it } from 'vitest'
import { parseFrameUser } from './frameUser.js'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('frame user', () => {
  it('R-EMBED-04 reads every field of a user', () => {
    expect(
      parseFrameUser({
        email: 'ada@example.com',
        address,
        chainId: '31337',
        accounts: [{ address, type: 'eoa' }],
        userName: 'ada',
        preferredAccountType: 'smartAccount',
        smartAccountDeployed: true,
        signature: '0xsig',
        message: 'hello',
        siwxMessage: { domain: 'a' },
      }),
    ).toEqual({
      email: 'ada@example.com',
      address,
      chainId: '31337',
      accounts: [{ address, type: 'eoa' }],
      userName: 'ada',
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: true,
      signature: '0xsig',
      message: 'hello',
      siwxMessage: { domain: 'a' },
    })
  })

  it('R-EMBED-04 accepts a payload without the optional fields, a null email and a numeric chain id', () => {
    expect(parseFrameUser({ email: null, address, chainId: 31337 })).toEqual({
      email: null,
      address,
      chainId: 31337,
      accounts: [{ address, type: 'eoa' }],
      preferredAccountType: 'eoa',
    })
  })

  it.each([
    [{ address: 'nope', chainId: 1 }],
    [{ address }],
    [{ address, chainId: 1, email: 5 }],
    [{ address, chainId: 1, accounts: [{ address, type: 'ordinal' }] }],
    [{ address, chainId: 1, accounts: [{ address: 'x', type: 'eoa' }] }],
  ])('refuses a payload that is not a user: %j', (payload) => {
    expect(parseFrameUser(payload)).toBeUndefined()
  })
})
