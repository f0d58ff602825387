import { describe, expect, it } from 'vitest'
import { isSigilError } from '../errors/SigilError.js'
import { validateAllowanceResetTokens } from './allowanceResetConfig.js'

const USDT = '0xdAC17F958D2ee523a2206206994597C13D831ec7'

function refusal(run: () => unknown): string | undefined {
  try {
    run()
    return undefined
  } catch (error) {
    return isSigilError(error) ? error.code : String(error)
  }
}

describe('config.allowanceResetTokens', () => {
  it('R-ACCT-35 R-SEC-11 a table of chain ids to 0x addresses is accepted and copied', () => {
    const table = { 1: [USDT] }
    const checked = validateAllowanceResetTokens(table)
    expect(checked).toEqual({ 1: [USDT] })
    expect(checked[1]).not.toBe(table[1])
  })

  it('R-ACCT-35 R-SEC-11 a bad chain id, a short address or a missing 0x is INVALID_CONFIG', () => {
    const bad: unknown[] = [
      { '0': [USDT] },
      { '-1': [USDT] },
      { abc: [USDT] },
      { 1: [USDT.slice(0, -1)] },
      { 1: [`${USDT}0`] },
      { 1: [USDT.slice(2)] },
      { 1: USDT },
      [USDT],
      null,
    ]
    for (const table of bad)
      expect(refusal(() => validateAllowanceResetTokens(table as Record<number, string[]>))).toBe(
        'INVALID_CONFIG',
      )
  })
})
