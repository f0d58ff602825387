import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { verifyEip155Signature } from './verifyEip155Signature.js'

const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcaec1b4ef86d4ae5e')
const other = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const message = 'app.example wants you to sign in with your Ethereum account'

describe('verifyEip155Signature', () => {
  it('EIP-191: an account’s signature verifies; another account’s does not', async () => {
    const signature = await account.signMessage({ message })
    expect(await verifyEip155Signature({ address: account.address, message, signature })).toBe(true)
    expect(await verifyEip155Signature({ address: account.address.toLowerCase(), message, signature })).toBe(
      true,
    )
    const wrong = await other.signMessage({ message })
    expect(await verifyEip155Signature({ address: account.address, message, signature: wrong })).toBe(false)
    expect(await verifyEip155Signature({ address: account.address, message: `${message}!`, signature })).toBe(
      false,
    )
  })

  it('a signature that is not hex, or an address that is not one, is refused', async () => {
    const signature = await account.signMessage({ message })
    expect(await verifyEip155Signature({ address: account.address, message, signature: 'not hex' })).toBe(
      false,
    )
    expect(await verifyEip155Signature({ address: '0x1234', message, signature })).toBe(false)
  })
})
