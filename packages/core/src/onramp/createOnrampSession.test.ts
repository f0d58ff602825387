import { createTestClient, flushPromises, testBitcoin } from '@sigil/test'
import { describe, expect, it } from 'vitest'
import { DEBOUNCE_MS } from '../constants/index.js'
import { sampleOnrampQuote } from '../services/blockchain/onrampSamples.js'
import type { OnrampOptions } from '../services/blockchain/onrampSchemas.js'
import type { TokenBalance } from '../services/blockchain/schemas.js'
import {
  createOnrampSession,
  ONRAMP_WATCH_INTERVAL_MS,
  ONRAMP_WATCH_LIMIT_MS,
} from './createOnrampSession.js'
import type { OnrampProvider, OnrampService } from './onrampProviders.js'

const USER = '0x1111111111111111111111111111111111111111'
const PROVIDER_PAGE = 'http://127.0.0.1:8600/onramp/buy/order-1'

const OPTIONS: OnrampOptions = {
  paymentCurrencies: [
    { id: 'EUR', payment_method_limits: [{ id: 'card', min: '10.00', max: '5000.00' }] },
    {
      id: 'USD',
      payment_method_limits: [
        { id: 'card', min: '10.00', max: '7500.00' },
        { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
      ],
    },
  ],
  purchaseCurrencies: [
    {
      id: 'dusd',
      name: 'Devnet USD',
      symbol: 'dUSD',
      networks: [{ name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '0x700b' }],
    },
    {
      id: 'eth',
      name: 'Ether',
      symbol: 'ETH',
      networks: [{ name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' }],
    },
    {
      id: 'op',
      name: 'Optimism',
      symbol: 'OP',
      networks: [{ name: 'optimism', display_name: 'OP', chain_id: '10', contract_address: '0x4200' }],
    },
  ],
}

const ether = (numeric: string): TokenBalance[] => [
  {
    name: 'Ether',
    symbol: 'ETH',
    chainId: 'eip155:1',
    value: 0,
    price: 3000,
    quantity: { decimals: '18', numeric },
    iconUrl: '',
  },
]

/** A provider at a fixed price (1 ETH = 3000 USD), keeping 1.5% and a 0.25 network fee. */
function fakeProvider(id = 'blockchain-service') {
  const calls: { method: string; parameters: unknown }[] = []
  let balances = ether('10000')
  const service: OnrampService = {
    async getOnrampOptions(network) {
      calls.push({ method: 'getOnrampOptions', parameters: network?.caipNetworkId })
      return OPTIONS
    },
    async getOnrampQuote(parameters) {
      calls.push({ method: 'getOnrampQuote', parameters })
      const paid = Number(parameters.amount)
      const bought = ((paid - paid * 0.015 - 0.25) / 3000).toFixed(6)
      return {
        networkFee: { amount: '0.25', currency: parameters.paymentCurrency },
        paymentSubtotal: { amount: (paid - 0.25).toFixed(2), currency: parameters.paymentCurrency },
        paymentTotal: { amount: paid.toFixed(2), currency: parameters.paymentCurrency },
        purchaseAmount: { amount: bought, currency: parameters.purchaseCurrency },
        quoteId: 'q-1',
      }
    },
    async generateOnrampUrl(parameters) {
      calls.push({ method: 'generateOnrampUrl', parameters })
      return PROVIDER_PAGE
    },
    async getBalances(parameters) {
      calls.push({ method: 'getBalances', parameters: { forceUpdate: parameters.forceUpdate ?? false } })
      return balances
    },
  }
  const provider: OnrampProvider = {
    id,
    name: `Provider ${id}`,
    feePercent: { min: 1, max: 2 },
    load: async () => service,
  }
  return {
    provider,
    service,
    callsOf: (method: string) => calls.filter((call) => call.method === method),
    setBalances: (next: TokenBalance[]) => {
      balances = next
    },
  }
}

async function connected() {
  const test = createTestClient()
  await test.client.ready()
  await test.client.connect({ connectorId: 'eip155-wallet', namespace: 'eip155' })
  await flushPromises()
  return test
}

function fakeWindow() {
  const shown: string[] = []
  let closed = false
  return {
    window: { show: (url: string) => shown.push(url), close: () => (closed = true) },
    shown,
    closed: () => closed,
  }
}

describe('createOnrampSession', () => {
  it('R-ACCT-05 offers what the provider sells on the active network, native currency first, USD and card by default', async () => {
    const { client } = await connected()
    const fake = fakeProvider()
    const session = createOnrampSession({ client, providers: [fake.provider] })
    await session.load()
    const state = session.getState()
    expect(state.status).toBe('ready')
    expect(state.assets.map((asset) => asset.symbol)).toEqual(['ETH', 'dUSD'])
    expect(state.asset?.symbol).toBe('ETH')
    expect(state.paymentCurrency?.id).toBe('USD')
    expect(state.method).toBe('card')
    expect(state.limits).toEqual({ min: '10.00', max: '7500.00' })
    // The options are asked for the active network: the sample that stands in for them is its own (R-ERR-23).
    expect(fake.callsOf('getOnrampOptions').map((call) => call.parameters)).toEqual(['eip155:1'])
    expect(state.provider).toEqual({
      id: 'blockchain-service',
      name: 'Provider blockchain-service',
      feePercent: { min: 1, max: 2 },
    })
  })

  it('R-ACCT-28 an amount outside the limits of the chosen method is not quoted; switching to bank allows it', async () => {
    const { client, clock } = await connected()
    const fake = fakeProvider()
    const session = createOnrampSession({ client, providers: [fake.provider] })
    await session.load()
    session.setAmount('8000')
    clock.advance(DEBOUNCE_MS)
    await flushPromises()
    expect(session.getState()).toMatchObject({
      amountError: { code: 'aboveMaximum', method: 'card', max: '7500.00', currency: 'USD' },
      quote: { status: 'idle' },
    })
    expect(fake.callsOf('getOnrampQuote')).toEqual([])
    session.selectMethod('bank')
    expect(session.getState()).toMatchObject({
      limits: { min: '10.00', max: '25000.00' },
      amountError: undefined,
    })
    clock.advance(DEBOUNCE_MS)
    await flushPromises()
    expect(fake.callsOf('getOnrampQuote')).toHaveLength(1)
    session.setAmount('5')
    expect(session.getState()).toMatchObject({
      amountError: { code: 'belowMinimum', method: 'bank', min: '10.00', currency: 'USD' },
      quote: { status: 'idle' },
    })
  })

  it("R-ACCT-28 the currency's own limits apply: EUR by card up to 5,000.00", async () => {
    const { client } = await connected()
    const session = createOnrampSession({ client, providers: [fakeProvider().provider] })
    await session.load()
    session.selectPaymentCurrency('EUR')
    session.setAmount('6000')
    expect(session.getState().amountError).toEqual({
      code: 'aboveMaximum',
      method: 'card',
      max: '5000.00',
      currency: 'EUR',
    })
  })

  it('R-ACCT-05 R-PERF-08 the quote is asked once typing pauses, for the asset, currency, amount and network chosen', async () => {
    const { client, clock } = await connected()
    const fake = fakeProvider()
    const session = createOnrampSession({ client, providers: [fake.provider] })
    await session.load()
    session.setAmount('1')
    session.setAmount('15')
    session.setAmount('150')
    clock.advance(DEBOUNCE_MS - 1)
    await flushPromises()
    expect(fake.callsOf('getOnrampQuote')).toEqual([])
    clock.advance(1)
    await flushPromises()
    expect(fake.callsOf('getOnrampQuote').map((call) => call.parameters)).toEqual([
      { purchaseCurrency: 'eth', paymentCurrency: 'USD', amount: '150.00', network: 'ethereum' },
    ])
    expect(session.getState().quote).toMatchObject({
      status: 'ready',
      sample: false,
      quote: { paymentTotal: { amount: '150.00' }, purchaseAmount: { amount: '0.049167', currency: 'eth' } },
    })
  })

  it('R-ERR-23 a sample quote (the provider failed) is marked as such', async () => {
    const { client, clock } = await connected()
    const fake = fakeProvider()
    fake.service.getOnrampQuote = async (parameters) => sampleOnrampQuote(parameters)
    const session = createOnrampSession({ client, providers: [fake.provider] })
    await session.load()
    session.setAmount('100')
    clock.advance(DEBOUNCE_MS)
    await flushPromises()
    expect(session.getState().quote).toMatchObject({ status: 'ready', sample: true })
  })

  it('R-ACCT-05 continue: the provider URL for this wallet and quote is shown in the window opened in the click, then the purchase is watched until it arrives', async () => {
    const { client, clock, evm } = await connected()
    const fake = fakeProvider()
    const session = createOnrampSession({ client, providers: [fake.provider] })
    await session.load()
    session.setAmount('150')
    clock.advance(DEBOUNCE_MS)
    await flushPromises()
    const popup = fakeWindow()
    const continuing = session.continue(popup.window)
    expect(session.getState().purchase).toEqual({ status: 'opening' })
    await flushPromises()
    expect(popup.shown).toEqual([PROVIDER_PAGE])
    expect(fake.callsOf('generateOnrampUrl')[0]?.parameters).toEqual({
      destinationWallets: [{ address: USER, blockchains: ['ethereum'], assets: ['ETH'] }],
      partnerUserId: USER,
      defaultNetwork: 'ethereum',
      defaultExperience: 'buy',
      presetFiatAmount: 150,
    })
    expect(session.getState().purchase).toEqual({ status: 'watching', url: PROVIDER_PAGE, opened: true })

    // Nothing yet at the next read; then the provider pays.
    clock.advance(ONRAMP_WATCH_INTERVAL_MS)
    await flushPromises()
    expect(session.getState().purchase.status).toBe('watching')
    fake.setBalances(ether('10000.049167'))
    const balanceReads = evm.callsOf('getBalance').length
    clock.advance(ONRAMP_WATCH_INTERVAL_MS)
    await continuing
    expect(session.getState().purchase).toEqual({
      status: 'received',
      amount: '0.049167',
      symbol: 'ETH',
      balance: '10000.049167',
    })
    expect(
      fake.callsOf('getBalances').every((call) => (call.parameters as { forceUpdate: boolean }).forceUpdate),
    ).toBe(true)
    // The account's native balance is read from the chain, not the 30 s cache.
    expect(evm.callsOf('getBalance').length).toBe(balanceReads + 1)
  })

  it('R-ACCT-05 a blocked popup still gives the URL to open, and a refused URL closes the window and says why', async () => {
    const { client, clock } = await connected()
    const fake = fakeProvider()
    const session = createOnrampSession({ client, providers: [fake.provider] })
    await session.load()
    session.setAmount('50')
    clock.advance(DEBOUNCE_MS)
    await flushPromises()
    void session.continue(undefined)
    await flushPromises()
    expect(session.getState().purchase).toEqual({ status: 'watching', url: PROVIDER_PAGE, opened: false })
    session.dismiss()

    fake.service.generateOnrampUrl = async () => {
      throw new Error('refused')
    }
    clock.advance(DEBOUNCE_MS)
    await flushPromises()
    const popup = fakeWindow()
    await session.continue(popup.window)
    expect(popup.closed()).toBe(true)
    expect(session.getState().purchase).toEqual({ status: 'failed', problem: { code: 'somethingWrong' } })
  })

  it('R-ACCT-05 a purchase that does not arrive within the watch limit stalls, and can be checked again', async () => {
    const { client, clock } = await connected()
    const fake = fakeProvider()
    const session = createOnrampSession({ client, providers: [fake.provider] })
    await session.load()
    session.setAmount('50')
    clock.advance(DEBOUNCE_MS)
    await flushPromises()
    void session.continue(fakeWindow().window)
    for (let waited = 0; waited <= ONRAMP_WATCH_LIMIT_MS; waited += ONRAMP_WATCH_INTERVAL_MS) {
      await flushPromises()
      clock.advance(ONRAMP_WATCH_INTERVAL_MS)
    }
    await flushPromises()
    expect(session.getState().purchase).toEqual({ status: 'stalled', url: PROVIDER_PAGE })
    fake.setBalances(ether('10001'))
    session.checkAgain()
    await flushPromises()
    expect(session.getState().purchase).toMatchObject({ status: 'received', amount: '1' })
  })

  it('R-ACCT-33 with several providers the first is used, and choosing another loads its options', async () => {
    const { client } = await connected()
    const first = fakeProvider('first')
    const second = fakeProvider('second')
    const session = createOnrampSession({ client, providers: [first.provider, second.provider] })
    await session.load()
    expect(session.getState().providers.map((provider) => provider.id)).toEqual(['first', 'second'])
    expect(first.callsOf('getOnrampOptions')).toHaveLength(1)
    await session.selectProvider('second')
    expect(session.getState().provider?.id).toBe('second')
    expect(second.callsOf('getOnrampOptions')).toHaveLength(1)
  })

  it('nothing to buy: outside EVM and Solana, or a network the provider does not list', async () => {
    const test = createTestClient({ networks: [testBitcoin] })
    await test.client.ready()
    const fake = fakeProvider()
    const bitcoin = createOnrampSession({ client: test.client, providers: [fake.provider] })
    await bitcoin.load()
    expect(bitcoin.getState()).toMatchObject({
      status: 'unavailable',
      problem: { code: 'onrampNotOnNetwork', network: 'Bitcoin' },
    })
    expect(fake.callsOf('getOnrampOptions')).toEqual([])

    const { client } = await connected()
    fake.service.getOnrampOptions = async () => ({
      ...OPTIONS,
      purchaseCurrencies: [OPTIONS.purchaseCurrencies[2]!],
    })
    const nothing = createOnrampSession({ client, providers: [fake.provider] })
    await nothing.load()
    expect(nothing.getState()).toMatchObject({
      status: 'unavailable',
      problem: { code: 'onrampNothingToBuy', network: 'Ethereum' },
    })
  })
})
