import { describe, expect, it } from 'vitest'
import {
  checkSendAmount,
  formatTokenUnits,
  maxSendAmount,
  parseTokenUnits,
  tokenBalanceUnits,
} from './sendAmount.js'
import type { SendToken } from './sendState.js'

const dusd: SendToken = {
  name: 'Devnet USD',
  symbol: 'dUSD',
  decimals: 6,
  caipNetworkId: 'eip155:31337',
  address: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
  balance: '10000.5',
}
const eth: SendToken = {
  name: 'Ether',
  symbol: 'ETH',
  decimals: 18,
  caipNetworkId: 'eip155:31337',
  balance: '1.25',
}

describe('send amounts', () => {
  it('R-ACCT-03 whole-unit text becomes the exact smallest unit, and back', () => {
    expect(parseTokenUnits('12.5', 6)).toBe(12_500_000n)
    expect(parseTokenUnits('0.000001', 6)).toBe(1n)
    expect(parseTokenUnits('.5', 6)).toBe(500_000n)
    expect(parseTokenUnits('7.', 6)).toBe(7_000_000n)
    expect(parseTokenUnits(' 3 ', 0)).toBe(3n)
    expect(parseTokenUnits('0.1', 18)).toBe(100_000_000_000_000_000n)
    // No floating point on the way: 0.1 + 0.2 stays exact.
    expect(parseTokenUnits('0.3', 18)).toBe(parseTokenUnits('0.1', 18)! + parseTokenUnits('0.2', 18)!)
    for (const bad of ['', '.', '1.2.3', '-1', '1e3', '0x10', '1,5', 'abc'])
      expect(parseTokenUnits(bad, 6), bad).toBeUndefined()
    expect(parseTokenUnits('0.0000001', 6)).toBeUndefined()
    expect(formatTokenUnits(12_500_000n, 6)).toBe('12.5')
    expect(formatTokenUnits(1n, 6)).toBe('0.000001')
    expect(formatTokenUnits(0n, 18)).toBe('0')
    expect(formatTokenUnits(10n ** 18n, 18)).toBe('1')
    expect(formatTokenUnits(42n, 0)).toBe('42')
  })

  it('R-ACCT-19 an amount must be a positive decimal within the decimals and the balance', () => {
    expect(checkSendAmount('12.5', dusd)).toEqual({ ok: true, value: 12_500_000n })
    expect(checkSendAmount('10000.5', dusd)).toEqual({ ok: true, value: 10_000_500_000n })
    expect(checkSendAmount(undefined, dusd)).toEqual({ ok: false, problem: 'missing' })
    expect(checkSendAmount('  ', dusd)).toEqual({ ok: false, problem: 'missing' })
    expect(checkSendAmount('1,5', dusd)).toEqual({ ok: false, problem: 'invalid' })
    expect(checkSendAmount('.', dusd)).toEqual({ ok: false, problem: 'invalid' })
    expect(checkSendAmount('0', dusd)).toEqual({ ok: false, problem: 'zero' })
    expect(checkSendAmount('0.000', dusd)).toEqual({ ok: false, problem: 'zero' })
    expect(checkSendAmount('1.0000001', dusd)).toEqual({ ok: false, problem: 'too-many-decimals' })
    expect(checkSendAmount('10000.500001', dusd)).toEqual({ ok: false, problem: 'exceeds-balance' })
    expect(checkSendAmount('1.25', eth)).toEqual({ ok: true, value: 1_250_000_000_000_000_000n })
    expect(checkSendAmount('1.250000000000000001', eth)).toEqual({ ok: false, problem: 'exceeds-balance' })
  })

  it('R-ACCT-03 Max is the whole token balance; on the native coin less the fee reserve (0.001 by default), never below zero', () => {
    expect(maxSendAmount(dusd)).toBe('10000.5')
    expect(maxSendAmount(dusd, 10n ** 6n)).toBe('10000.5')
    expect(maxSendAmount(eth)).toBe('1.249')
    expect(maxSendAmount(eth, 0n)).toBe('1.25')
    expect(maxSendAmount({ ...eth, balance: '0.0005' })).toBe('0')
    expect(maxSendAmount(eth, 250_000_000_000_000_000n)).toBe('1')
    expect(maxSendAmount(eth, 2n * 10n ** 18n)).toBe('0')
    // A balance written with more digits than the token has is cut, not rounded up.
    expect(tokenBalanceUnits({ ...dusd, balance: '1.23456789' })).toBe(1_234_567n)
    expect(tokenBalanceUnits({ ...dusd, balance: 'n/a' })).toBe(0n)
  })
})
