import { describe, expect, it } from 'vitest'
import { previewFailureCode } from './previewFailure.js'

describe('previewFailureCode', () => {
  it('R-ACCT-04 a minimum output not met is a price move, whatever the router calls it', () => {
    for (const reason of [
      'Slippage',
      'ReturnAmountIsNotEnough',
      'TooLittleReceived',
      'V3TooLittleReceived',
      'InsufficientOutputAmount',
      'UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT',
      'Too little received',
    ])
      expect(previewFailureCode(reason), reason).toBe('priceMoved')
  })

  it('balances, allowances and the rest', () => {
    expect(previewFailureCode('insufficient funds for gas * price + value')).toBe('insufficientFunds')
    expect(previewFailureCode('ERC20: transfer amount exceeds balance')).toBe('insufficientToken')
    expect(previewFailureCode('ERC20InsufficientBalance')).toBe('insufficientToken')
    expect(previewFailureCode('InsufficientBalance')).toBe('insufficientToken')
    expect(previewFailureCode('ERC20: insufficient allowance')).toBe('allowance')
    expect(previewFailureCode('InsufficientAllowance')).toBe('allowance')
    expect(previewFailureCode('NotOwner')).toBe('reverted')
    expect(previewFailureCode(undefined)).toBe('reverted')
  })
})
