import { isSigilError } from '@sigil/core'
import { describe, expect, it } from 'vitest'
import { parseSafeInfo } from './safeInfo.js'
import { safeSignature } from './safeSignature.js'

const SAFE = '0x3333333333333333333333333333333333333333'
const OWNER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const info = { safeAddress: SAFE, chainId: 31337, threshold: 1, owners: [OWNER], isReadOnly: false }

describe("a Safe{Wallet} host's answers", () => {
  it('R-SEC-11 getSafeInfo is read field by field', () => {
    expect(parseSafeInfo(info)).toEqual(info)
    expect(parseSafeInfo({ ...info, extra: 'kept out' })).toEqual(info)
    for (const bad of [
      undefined,
      'a Safe',
      { ...info, safeAddress: '0x1234' },
      { ...info, chainId: 0 },
      { ...info, chainId: '31337' },
      { ...info, owners: [] },
      { ...info, owners: ['not an address'] },
      { ...info, threshold: 2 },
      { ...info, threshold: 0.5 },
    ])
      expect(parseSafeInfo(bad)).toBeUndefined()
  })

  it('a message signed by the owners is its signature; one awaiting them says so with its hash', () => {
    const signature = `0x${'12'.repeat(65)}`
    expect(safeSignature({ messageHash: `0x${'ab'.repeat(32)}`, signature })).toBe(signature)
    for (const answer of [{ messageHash: `0x${'ab'.repeat(32)}` }, { safeTxHash: `0x${'cd'.repeat(32)}` }]) {
      let caught: unknown
      try {
        safeSignature(answer)
      } catch (error) {
        caught = error
      }
      expect(isSigilError(caught, 'SAFE_MESSAGE_AWAITS_OWNERS')).toBe(true)
      expect((caught as Error).message).toContain("awaits the Safe's owners")
    }
    expect(() => safeSignature({ signature: '0x' })).toThrow(/owners/)
    expect(() => safeSignature('0xnot')).toThrow(/owners/)
  })
})
