import { describe, expect, it } from 'vitest'
import { checkCalls } from './checkCalls.js'

const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('checkCalls', () => {
  it('R-EVM-03: a batched call has a `to` and an optional `data`', () => {
    expect(checkCalls([{ to }, { to, data: '0xa9059cbb' }, { to, value: '10' }])).toEqual([
      { to },
      { to, data: '0xa9059cbb' },
      { to, value: '10' },
    ])
  })

  it('R-EVM-04: `to` must start with 0x, and so must `data` when given', () => {
    expect(() => checkCalls([{ to: to.slice(2) }])).toThrow(/call 1 to/)
    expect(() => checkCalls([{ to }, { to, data: 'a9059cbb' }])).toThrow(/call 2 data/)
    expect(() => checkCalls([{ data: '0x' }])).toThrow(/call 1 to/)
  })

  it('refuses other shapes at the boundary: no calls, odd hex, non-address, fractional value', () => {
    expect(() => checkCalls([])).toThrow(/at least one call/)
    expect(() => checkCalls('0x')).toThrow(/at least one call/)
    expect(() => checkCalls([null])).toThrow(/not an object/)
    expect(() => checkCalls([{ to, data: '0xabc' }])).toThrow(/data/)
    expect(() => checkCalls([{ to: '0x1234' }])).toThrow(/to/)
    expect(() => checkCalls([{ to, value: '1.5' }])).toThrow(/value/)
    expect(() => checkCalls([{ to, value: 1 }])).toThrow(/value/)
  })
})
