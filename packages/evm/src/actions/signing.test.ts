import { describe, expect, it } from 'vitest'
import { FakeEip1193Provider, walletError } from '../test/FakeEip1193Provider.js'
import { signMessage } from './signMessage.js'
import { signTypedData } from './signTypedData.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('signMessage', () => {
  it('uses personal_sign with the UTF-8 message hex-encoded, then the address', async () => {
    const provider = new FakeEip1193Provider({ personal_sign: () => '0xsig' })
    await expect(signMessage(provider, ADDRESS, 'héllo')).resolves.toBe('0xsig')
    expect(provider.calls).toEqual([{ method: 'personal_sign', params: ['0x68c3a96c6c6f', ADDRESS] }])
  })

  it('R-ERR-25 a refused signature (4001) is a typed user-rejected error', async () => {
    const provider = new FakeEip1193Provider({
      personal_sign: () => {
        throw walletError(4001)
      },
    })
    await expect(signMessage(provider, ADDRESS, 'hi')).rejects.toMatchObject({
      code: 'USER_REJECTED_REQUEST',
      rpcCode: 4001,
    })
  })

  it('an invalid address is rejected before the wallet is asked', async () => {
    const provider = new FakeEip1193Provider({ personal_sign: () => '0xsig' })
    await expect(signMessage(provider, '0x123', 'hi')).rejects.toMatchObject({ code: 'INVALID_ADDRESS' })
    expect(provider.calls).toEqual([])
  })
})

describe('signTypedData', () => {
  it('uses eth_signTypedData_v4 with the address and the serialized typed data', async () => {
    const provider = new FakeEip1193Provider({ eth_signTypedData_v4: () => '0xtyped' })
    const typedData = {
      domain: { name: 'Sigil', version: '1', chainId: 1 },
      types: {
        Mail: [
          { name: 'contents', type: 'string' },
          { name: 'amount', type: 'uint256' },
        ],
      },
      primaryType: 'Mail',
      message: { contents: 'hello', amount: 5n },
    } as const
    await expect(signTypedData(provider, ADDRESS, typedData)).resolves.toBe('0xtyped')
    const [address, payload] = provider.paramsAt(0) as [string, string]
    expect(address).toBe(ADDRESS)
    expect(JSON.parse(payload)).toMatchObject({
      primaryType: 'Mail',
      message: { contents: 'hello', amount: '5' },
    })
  })
})
