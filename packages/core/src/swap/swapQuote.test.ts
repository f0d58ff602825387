import { describe, expect, it } from 'vitest'
import { SWAP_SLIPPAGE_TOLERANCE } from '../constants/index.js'
import {
  APPROVAL_GAS_ESTIMATE,
  estimateNetworkFee,
  FEE_RESERVE_FACTOR,
  feeReserve,
  minimumReceived,
  quoteDetails,
  SWAP_GAS_ESTIMATE,
  swapRate,
} from './swapQuote.js'

describe('swap quote details', () => {
  it('R-ACCT-27 the slippage tolerance is 1%: the minimum received is the quote less 1%, rounded down', () => {
    expect(SWAP_SLIPPAGE_TOLERANCE).toBe(1)
    expect(minimumReceived(1_000_000n)).toBe(990_000n)
    expect(minimumReceived(101n)).toBe(99n)
  })

  it('R-ACCT-04 the rate is what one whole token sold buys', () => {
    // 0.5 ETH bought 1,495.5 dUSD: 1 ETH buys 2,991 dUSD.
    expect(swapRate(5n * 10n ** 17n, 18, 1_495_500_000n)).toBe(2_991_000_000n)
    // 1,000 dUSD bought 0.3323 ETH: 1 dUSD buys 0.0003323 ETH.
    expect(swapRate(1_000_000_000n, 6, 3323n * 10n ** 14n)).toBe(3323n * 10n ** 11n)
    expect(swapRate(0n, 18, 5n)).toBe(0n)
  })

  it('R-ACCT-04 the network fee estimate adds the approval when the allowance is short', () => {
    expect(estimateNetworkFee(10n, false)).toBe(SWAP_GAS_ESTIMATE * 10n)
    expect(estimateNetworkFee(10n, true)).toBe((SWAP_GAS_ESTIMATE + APPROVAL_GAS_ESTIMATE) * 10n)
    expect(feeReserve(10n)).toBe(SWAP_GAS_ESTIMATE * 10n * FEE_RESERVE_FACTOR)
    const short = quoteDetails({
      fromAmount: 100n,
      fromDecimals: 6,
      toAmount: 30n,
      gasPrice: 2n,
      allowance: 99n,
    })
    expect(short).toMatchObject({ needsApproval: true, slippagePercent: 1, minimumReceived: 29n })
    expect(short.networkFee).toBe((SWAP_GAS_ESTIMATE + APPROVAL_GAS_ESTIMATE) * 2n)
    expect(
      quoteDetails({ fromAmount: 100n, fromDecimals: 6, toAmount: 30n, gasPrice: 2n, allowance: 100n })
        .needsApproval,
    ).toBe(false)
  })
})
