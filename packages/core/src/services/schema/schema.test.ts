import { describe, expect, it } from 'vitest'
import { isSigilError } from '../../errors/SigilError.js'
import { swapTokensSchema } from '../blockchain/swapSchemas.js'
import { projectConfigSchema, walletsPageSchema } from '../registry/schemas.js'
import {
  array,
  baseUnits,
  hexData,
  nullable,
  number,
  numeric,
  object,
  optional,
  record,
  string,
  withDefault,
} from './schema.js'

describe('response schemas', () => {
  it('R-API-32 unknown fields are ignored and optional ones may be absent', () => {
    const schema = object({ id: string, n: optional(number), tags: withDefault(array(string), []) })
    expect(schema({ id: 'a', extra: true })).toEqual({ id: 'a', tags: [] })
    expect(nullable(string)(undefined)).toBeNull()
    expect(numeric('1.5')).toBe(1.5)
  })

  it('R-API-32 amounts in base units become bigints and calldata must be hex', () => {
    expect(baseUnits('115792089237316195423570985008687907853269984665640564039457584007913129639935')).toBe(
      2n ** 256n - 1n,
    )
    expect(baseUnits(21_000)).toBe(21_000n)
    for (const bad of ['1.5', '-1', '0x10', '', 1.5, -1, null])
      expect(() => baseUnits(bad, 'tx.value')).toThrow(/tx.value should be a whole number of base units/)
    expect(hexData('0x095ea7b3')).toBe('0x095ea7b3')
    for (const bad of ['0x0', '095ea7b3', '0xzz', 7]) expect(() => hexData(bad, 'tx.data')).toThrow(/tx.data/)
  })

  it('R-API-32 a malformed body is a typed INVALID_RESPONSE naming the path', () => {
    const schema = object({ data: array(object({ id: string })) })
    let caught: unknown
    try {
      schema({ data: [{ id: 'ok' }, { id: 3 }] })
    } catch (error) {
      caught = error
    }
    expect(isSigilError(caught, 'INVALID_RESPONSE')).toBe(true)
    expect((caught as Error).message).toContain('data[1].id should be a string, got number')
    expect(() => numeric('abc')).toThrow(/numeric/)
  })

  it('R-SEC-11 R-API-01 invalid wallet listings are dropped and reported, valid ones kept', () => {
    const dropped: unknown[] = []
    const page = walletsPageSchema((error) => dropped.push(error))({
      count: 2,
      data: [
        {
          id: 'w1',
          name: 'One',
          mobile_link: null,
          desktop_link: null,
          webapp_link: null,
          rdns: 'a.b',
          chains: ['eip155:1'],
          extra: 1,
        },
        { id: 42, name: 'Broken' },
      ],
    })
    expect(page.data).toEqual([
      {
        id: 'w1',
        name: 'One',
        mobile_link: null,
        desktop_link: null,
        webapp_link: null,
        rdns: 'a.b',
        chains: ['eip155:1'],
      },
    ])
    expect(dropped).toHaveLength(1)
  })

  it("R-API-02 the project config maps the registry's feature ids onto the seven remote features", () => {
    const config = projectConfigSchema({
      features: [
        { id: 'multi_wallet', isEnabled: true, config: [] },
        { id: 'activity', isEnabled: true, config: [] },
        { id: 'swap', isEnabled: true, config: ['1inch'] },
        { id: 'onramp', isEnabled: false, config: ['meld'] },
        { id: 'social_login', isEnabled: true, config: ['github', 'unknown-provider', 'x'] },
        { id: 'reown_branding', isEnabled: false, config: [] },
        { id: 'payments', isEnabled: 'someday', config: 3 },
        { id: 'somethingNew', isEnabled: true },
      ],
    })
    expect(config).toEqual({
      features: {
        email: false,
        socials: ['github', 'x'],
        swaps: true,
        onramp: false,
        activity: true,
        reownBranding: false,
        multiWallet: true,
      },
    })
    expect(
      projectConfigSchema({ features: [{ id: 'social_login', isEnabled: false, config: ['email', 'x'] }] })
        .features,
    ).toMatchObject({ email: false, socials: false })
    expect(
      projectConfigSchema({ features: [{ id: 'social_login', isEnabled: true, config: ['email'] }] })
        .features,
    ).toMatchObject({ email: true, socials: false })
  })

  it('R-API-02 R-API-04 a missing id turns its feature off; config null leaves it to the app', () => {
    const config = projectConfigSchema({
      features: [
        { id: 'swap', isEnabled: true, config: null },
        { id: 'social_login', isEnabled: true, config: null },
        { id: 'swap', isEnabled: false, config: [] },
      ],
    })
    expect(config).toEqual({
      features: { onramp: false, activity: false, reownBranding: false, multiWallet: false },
    })
  })

  it('R-SEC-11 an array with holes: each hole is an unknown entry, skipped; a known id must be well formed', () => {
    // biome-ignore lint/suspicious/noSparseArray: the hole is the point
    const sparse = [{ id: 'activity', isEnabled: true, config: [] }, , 'x']
    expect(projectConfigSchema({ features: sparse }).features.activity).toBe(true)
    expect(() => projectConfigSchema({ features: [{ id: 'swap', isEnabled: 'yes', config: [] }] })).toThrow(
      'features[0].isEnabled should be a boolean',
    )
    const holes = new Array<unknown>(2)
    holes[1] = 'a'
    expect(() => array(string)(holes)).toThrow('[0] should be a string')
  })

  it('R-SEC-11 a record drops a `__proto__` key instead of setting the prototype of the result', () => {
    const answer = JSON.parse('{"__proto__":{"address":"0xevil"},"60":{"address":"0xgood"}}')
    const decoded = record(object({ address: string }))(answer)
    expect(Object.getPrototypeOf(decoded)).toBe(Object.prototype)
    expect(Object.keys(decoded)).toEqual(['60'])
    expect((decoded as Record<string, unknown>).address).toBeUndefined()
  })

  it('R-SEC-11 a swap token with decimals that are not a whole number from 0 to 255 is dropped, the others kept', () => {
    const token = (decimals: unknown) => ({ name: 'T', symbol: 'T', address: 'eip155:1:0x1', decimals })
    const { tokens } = swapTokensSchema({
      tokens: [
        token(18),
        token('6'),
        token(1.5),
        token(-1),
        token(256),
        token('1e3'),
        token(Number.MIN_VALUE),
      ],
    })
    expect(tokens.map((t) => t.decimals)).toEqual([18, 6])
  })
})
