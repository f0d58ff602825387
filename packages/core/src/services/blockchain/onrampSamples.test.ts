import { describe, expect, it } from 'vitest'
import { base } from '../../caip/networks/base.js'
import { mainnet } from '../../caip/networks/mainnet.js'
import { solana } from '../../caip/networks/solana.js'
import { SAMPLE_ONRAMP_OPTIONS, sampleOnrampOptions, sampleOnrampQuote } from './onrampSamples.js'
import { onrampOptionsSchema } from './onrampSchemas.js'

describe('the onramp samples (the hosted service has no options or quote route)', () => {
  it('R-ERR-23 R-ACCT-28 on Ethereum, or with no network, the documented sample: ETH and USDC, USD with the default limits', () => {
    expect(sampleOnrampOptions()).toBe(SAMPLE_ONRAMP_OPTIONS)
    expect(sampleOnrampOptions(mainnet)).toBe(SAMPLE_ONRAMP_OPTIONS)
    expect(SAMPLE_ONRAMP_OPTIONS.paymentCurrencies[0]!.payment_method_limits).toEqual([
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ])
  })

  it('R-ERR-23 R-ACCT-10 R-ACCT-32 elsewhere, the network native currency on it, named as providers name networks', () => {
    const onBase = sampleOnrampOptions(base)
    expect(onrampOptionsSchema(onBase)).toEqual(onBase)
    expect(onBase.paymentCurrencies).toBe(SAMPLE_ONRAMP_OPTIONS.paymentCurrencies)
    expect(onBase.purchaseCurrencies).toEqual([
      {
        id: 'eth',
        name: base.nativeCurrency.name,
        symbol: 'ETH',
        networks: [{ name: 'base', display_name: 'Base', chain_id: '8453', contract_address: '' }],
      },
    ])
    const devnet = sampleOnrampOptions({
      ...base,
      id: 31337,
      caipNetworkId: 'eip155:31337',
      name: ' Devnet  A ',
    })
    expect(devnet.purchaseCurrencies[0]!.networks[0]).toMatchObject({ name: 'devnet-a', chain_id: '31337' })
    const onSolana = sampleOnrampOptions(solana).purchaseCurrencies[0]!
    expect(onSolana).toMatchObject({
      symbol: 'SOL',
      networks: [{ name: 'solana', chain_id: String(solana.id) }],
    })
  })

  it('R-ERR-23 R-ACCT-12 the sample quote is the payment itself, 1:1, with no fee, and says it is the sample', () => {
    expect(sampleOnrampQuote({ amount: '150.00', paymentCurrency: 'USD', purchaseCurrency: 'eth' })).toEqual({
      networkFee: { amount: '0', currency: 'USD' },
      paymentSubtotal: { amount: '150.00', currency: 'USD' },
      paymentTotal: { amount: '150.00', currency: 'USD' },
      purchaseAmount: { amount: '150.00', currency: 'eth' },
      quoteId: 'sample',
    })
  })
})
