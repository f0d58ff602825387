import { describe, expect, it } from 'vitest'
import { checkSendAmount, maxSendAmount, tokenBalanceUnits } from './sendAmount.js'
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
