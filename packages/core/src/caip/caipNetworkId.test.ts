import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { NAMESPACES } from '../constants/index.js'
import { isSigilError } from '../errors/SigilError.js'
import { formatCaipNetworkId, parseCaipNetworkId } from './caipNetworkId.js'

function errorOf(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  return undefined
}

describe('parseCaipNetworkId', () => {
  it('R-CORE-08 accepts exactly two non-empty parts', () => {
    expect(parseCaipNetworkId('eip155:1')).toEqual({ chainNamespace: 'eip155', chainId: '1' })
    expect(parseCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toEqual({
      chainNamespace: 'solana',
      chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
  })

  it.each([
    ['eip155', '2 colon-separated parts'],
    ['eip155:1:0xab', '2 colon-separated parts'],
    ['eip155:', 'chain reference is empty'],
    [':1', 'namespace is empty'],
    ['', '2 colon-separated parts'],
  ])('R-CORE-08 rejects %j saying what is wrong', (value, reason) => {
    const error = errorOf(() => parseCaipNetworkId(value))
    expect(isSigilError(error, 'INVALID_CAIP_NETWORK_ID')).toBe(true)
    expect((error as Error).message).toContain(reason)
  })

  it('R-CORE-27 accepts every known namespace and rejects others', () => {
    for (const namespace of NAMESPACES)
      expect(parseCaipNetworkId(`${namespace}:x`).chainNamespace).toBe(namespace)
    expect(() => parseCaipNetworkId('foo:1')).toThrow('unknown namespace "foo"')
    expect(() => parseCaipNetworkId('EIP155:1')).toThrow('unknown namespace')
  })

  it('R-CORE-08 formatCaipNetworkId checks its parts', () => {
    expect(formatCaipNetworkId('eip155', 8453)).toBe('eip155:8453')
    expect(() => formatCaipNetworkId('eip155', '')).toThrow('chain reference is empty')
    expect(() => formatCaipNetworkId('eip155', 'a:b')).toThrow('contains a colon')
  })

  it('R-CORE-08 round-trips any valid id (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...NAMESPACES), fc.stringMatching(/^[-_a-zA-Z0-9]{1,32}$/), (ns, ref) => {
        const id = formatCaipNetworkId(ns, ref)
        expect(parseCaipNetworkId(id)).toEqual({ chainNamespace: ns, chainId: ref })
        expect(
          formatCaipNetworkId(parseCaipNetworkId(id).chainNamespace, parseCaipNetworkId(id).chainId),
        ).toBe(id)
      }),
    )
  })

  it('R-CORE-08 any string with a colon count other than one is rejected (property)', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        fc.pre(value.split(':').length !== 2)
        expect(() => parseCaipNetworkId(value)).toThrow(/Invalid CAIP-2 network id/)
      }),
    )
  })
})
