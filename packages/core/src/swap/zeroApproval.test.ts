import { decodeFunctionData, encodeFunctionData, erc20Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { zeroApproval } from './zeroApproval.js'

const TOKEN = '0xdAC17F958D2ee523a2206206994597C13D831ec7'
const SPENDER = '0x82C6D3ed4cD33d8EC1E51d0B5Cc1d822Eaa0c3dC'

describe('zeroApproval', () => {
  it('R-ACCT-35 keeps the token and the spender and sets the amount to zero', () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [SPENDER, 123_456n] })
    const reset = zeroApproval({ to: TOKEN, data, value: 0n })
    expect(reset?.to).toBe(TOKEN)
    expect(reset?.value).toBe(0n)
    expect(decodeFunctionData({ abi: erc20Abi, data: reset!.data as `0x${string}` })).toEqual({
      functionName: 'approve',
      args: [SPENDER, 0n],
    })
  })

  it('R-ACCT-35 builds nothing from a call that is not a plain approve', () => {
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [SPENDER, 1n] })
    const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [SPENDER, 1n] })
    expect(zeroApproval({ to: TOKEN, data: transfer, value: 0n })).toBeUndefined()
    expect(zeroApproval({ to: TOKEN, data: `${approve}00`, value: 0n })).toBeUndefined()
    expect(zeroApproval({ to: TOKEN, data: approve.slice(0, -2), value: 0n })).toBeUndefined()
    expect(zeroApproval({ to: TOKEN, data: approve, value: 1n })).toBeUndefined()
    // A spender word with bits above the 20 address bytes is not an address.
    expect(
      zeroApproval({ to: TOKEN, data: `0x095ea7b3${'f'.repeat(64)}${'0'.repeat(64)}`, value: 0n }),
    ).toBeUndefined()
  })
})
