import { describe, expect, it } from 'vitest'
import { ONRAMP_PROVIDER_FEE_PERCENT } from '../constants/index.js'
import {
  DEFAULT_ONRAMP_PROVIDER,
  formatFeeRange,
  type OnrampProvider,
  type OnrampService,
  resolveOnrampProviders,
} from './onrampProviders.js'

const load = async () => ({}) as OnrampService
const own: OnrampProvider = { id: 'own', name: 'Own provider', feePercent: { min: 0.5, max: 0.5 }, load }

describe('onramp providers', () => {
  it('R-ACCT-33 by default one provider: the blockchain service, with the spec fee range', () => {
    expect(DEFAULT_ONRAMP_PROVIDER).toEqual({
      id: 'blockchain-service',
      name: 'Card or bank transfer',
      feePercent: { min: 1, max: 2 },
    })
    const [provider, ...rest] = resolveOnrampProviders(undefined, load)
    expect(rest).toEqual([])
    expect(provider).toMatchObject({ id: 'blockchain-service', feePercent: ONRAMP_PROVIDER_FEE_PERCENT })
    expect(provider?.load).toBe(load)
    expect(resolveOnrampProviders(undefined, undefined)).toEqual([])
  })

  it('R-ACCT-33 configured providers replace the default, in their order', () => {
    const second = { ...own, id: 'second', name: 'Second' }
    expect(resolveOnrampProviders([own, second], load).map((provider) => provider.id)).toEqual([
      'own',
      'second',
    ])
  })

  it('R-ACCT-33 a configured list is checked: not empty, each with an id, a name, a loader, a fee range, ids unique', () => {
    const bad: unknown[] = [
      [],
      'blockchain-service',
      [{ ...own, id: '' }],
      [{ ...own, name: ' ' }],
      [{ ...own, load: 'https://provider.example' }],
      [{ ...own, feePercent: { min: 3, max: 2 } }],
      [{ ...own, feePercent: { min: 1, max: 101 } }],
      [own, own],
    ]
    for (const configured of bad)
      expect(() => resolveOnrampProviders(configured, load)).toThrowError(
        expect.objectContaining({ code: 'INVALID_CONFIG' }),
      )
  })

  it('R-ACCT-29 the provider fee reads as a range from 1% to 2%', () => {
    expect(formatFeeRange(ONRAMP_PROVIDER_FEE_PERCENT)).toBe('1%–2%')
    expect(formatFeeRange({ min: 1.5, max: 1.5 })).toBe('1.5%')
  })
})
