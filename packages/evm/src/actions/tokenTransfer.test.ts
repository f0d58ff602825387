import { decodeFunctionData, erc20Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { evm } from '../evmAdapter.js'
import { testNetwork } from '../test/context.js'
import { buildTokenTransfer } from './buildTokenTransfer.js'

const TOKEN = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const network = testNetwork({ id: 31337 })

describe('ERC-20 transfers', () => {
  it('R-ACCT-03 a token transfer is a call of transfer(to, amount) on the token, with no value', async () => {
    const request = await evm().buildTokenTransfer({
      network,
      token: TOKEN,
      to: RECEIVER,
      amount: '12500000',
    })
    expect(request.to).toBe(TOKEN)
    expect(request.value).toBe('0')
    expect(request.data?.slice(0, 10)).toBe('0xa9059cbb')
    expect(decodeFunctionData({ abi: erc20Abi, data: request.data as `0x${string}` })).toEqual({
      functionName: 'transfer',
      args: [RECEIVER, 12_500_000n],
    })
  })

  it('R-ACCT-03 a bad token or receiver address, or an amount that is not a positive uint256, is refused before any wallet call', () => {
    const valid = { network, token: TOKEN, to: RECEIVER, amount: '1' }
    const codeOf = (parameters: typeof valid) => {
      try {
        buildTokenTransfer(parameters)
        return undefined
      } catch (error) {
        return (error as { code?: string }).code
      }
    }
    expect(codeOf(valid)).toBeUndefined()
    expect(codeOf({ ...valid, token: '0x1234' })).toBe('INVALID_ADDRESS')
    expect(codeOf({ ...valid, to: 'alice.reown.id' })).toBe('INVALID_ADDRESS')
    for (const amount of ['0', '-1', '1.5', '', '0x10', (2n ** 256n).toString()])
      expect(codeOf({ ...valid, amount }), amount).toBe('INVALID_INPUT')
    expect(codeOf({ ...valid, amount: (2n ** 256n - 1n).toString() })).toBeUndefined()
  })

  it('R-ACCT-15 waiting for a transaction needs a transaction hash', async () => {
    await expect(evm().waitForTransaction({ network, hash: '0x1234' })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
    })
  })
})
