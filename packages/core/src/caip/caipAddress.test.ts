import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { NAMESPACES } from '../constants/index.js'
import { isSigilError } from '../errors/SigilError.js'
import { caipAddressNetworkId, formatCaipAddress, parseCaipAddress } from './caipAddress.js'

const ADDRESS = '0xab5801a7d398351b8be11c439e05c5b3259aec9b'

describe('parseCaipAddress', () => {
  it('R-CORE-07 accepts three non-empty parts with a known namespace', () => {
    expect(parseCaipAddress(`eip155:1:${ADDRESS}`)).toEqual({
      chainNamespace: 'eip155',
      chainId: '1',
      address: ADDRESS,
    })
    expect(caipAddressNetworkId(`eip155:1:${ADDRESS}`)).toBe('eip155:1')
  })

  it.each([
    ['eip155:1', 'expected 3 colon-separated parts'],
    ['eip155::0x1', 'the chain reference is empty'],
    [':1:0x1', 'the namespace is empty'],
    ['eip155:1:', 'the account address is empty'],
    ['foo:1:0x1', 'unknown namespace "foo"'],
    ['eip155:1:0x1:extra', 'expected 3 colon-separated parts'],
  ])('R-CORE-07 rejects %j saying what is wrong', (value, reason) => {
    let caught: unknown
    try {
      parseCaipAddress(value)
    } catch (error) {
      caught = error
    }
    expect(isSigilError(caught, 'INVALID_CAIP_ADDRESS')).toBe(true)
    expect((caught as Error).message).toContain(reason)
  })

  it('R-CORE-27 accepts the six known namespaces and rejects others', () => {
    expect(NAMESPACES).toEqual(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos', 'near'])
    for (const namespace of NAMESPACES)
      expect(parseCaipAddress(`${namespace}:x:y`).chainNamespace).toBe(namespace)
    for (const namespace of ['tron', 'eip-155', 'Solana', 'stellar'])
      expect(() => parseCaipAddress(`${namespace}:x:y`)).toThrow('unknown namespace')
  })

  it('R-CORE-07 formatCaipAddress builds and checks', () => {
    expect(formatCaipAddress('eip155:1', ADDRESS)).toBe(`eip155:1:${ADDRESS}`)
    expect(() => formatCaipAddress('eip155:1', '')).toThrow('account address is empty')
    expect(() => formatCaipAddress('foo:1', ADDRESS)).toThrow('unknown namespace')
  })

  it('R-CORE-07 round-trips any valid address (property)', () => {
    const part = fc.stringMatching(/^[-_.a-zA-Z0-9]{1,48}$/)
    fc.assert(
      fc.property(fc.constantFrom(...NAMESPACES), part, part, (ns, ref, address) => {
        const value = formatCaipAddress(`${ns}:${ref}`, address)
        expect(parseCaipAddress(value)).toEqual({ chainNamespace: ns, chainId: ref, address })
      }),
    )
  })

  it('R-CORE-07 any string without exactly three parts is rejected (property)', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        fc.pre(value.split(':').length !== 3)
        expect(() => parseCaipAddress(value)).toThrow(/Invalid CAIP-10 address/)
      }),
    )
  })
})
