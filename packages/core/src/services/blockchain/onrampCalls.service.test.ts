import { beforeAll, describe, expect, it } from 'vitest'
import { devnetBlockchainClient } from '../testing/devnetBlockchainClient.js'
import { clearFaultsAndRequests, useDevnet } from '../testing/useDevnet.js'
import type { BlockchainClientOptions } from './createBlockchainClient.js'
import { sampleOnrampQuote } from './onrampSamples.js'

const { devnet, admin } = useDevnet(clearFaultsAndRequests)
let buyer: string

beforeAll(() => {
  buyer = devnet.accounts[7]!.address
})

const client = (overrides: Partial<BlockchainClientOptions> = {}) => devnetBlockchainClient(devnet, overrides)

const quoteParameters = {
  purchaseCurrency: 'ETH',
  paymentCurrency: 'USD',
  amount: '100',
  network: 'devnet-a',
}

const order = async (url: string) => {
  const id = new URL(url).pathname.split('/').at(-1)!
  const response = await fetch(`${devnet.urls.onramp}/orders/${id}`)
  return ((await response.json()) as { order: { status: string; request: Record<string, unknown> } }).order
}

describe('onramp calls against devnet', () => {
  it('R-API-28 a quote for purchaseCurrency, paymentCurrency, amount and network, fees taken out', async () => {
    const quote = await client().getOnrampQuote(quoteParameters)
    expect(quote).toMatchObject({
      paymentTotal: { amount: '100.00', currency: 'USD' },
      networkFee: { amount: '0.25', currency: 'USD' },
      // 100 less the 1.5% provider fee and the network fee, at 3000 USD per ETH.
      paymentSubtotal: { amount: '98.25', currency: 'USD' },
      purchaseAmount: { amount: '0.03275', currency: 'ETH' },
    })
    expect(quote.quoteId).not.toBe('sample')
    const dusd = await client().getOnrampQuote({
      ...quoteParameters,
      purchaseCurrency: 'dUSD',
      network: '31338',
    })
    expect(dusd.purchaseAmount).toEqual({ amount: '98.25', currency: 'dUSD' })
    const [request] = (await admin.requests('blockchain')).filter((r) => r.path.endsWith('/v1/onramp/quote'))
    expect(request).toMatchObject({ method: 'POST', query: { projectId: devnet.projectId } })
  })

  it('R-ERR-23 the quote falls back to the sample when the service fails, answers garbage or refuses', async () => {
    const blockchain = client()
    // Only the hang needs a short timeout; the other calls keep the default on a busy machine.
    const impatient = client({ timeoutMs: 300 })
    for (const mode of [500, 'malformed', 'hang'] as const) {
      await admin.setFault('onrampQuote', mode, 1)
      const caller = mode === 'hang' ? impatient : blockchain
      expect(await caller.getOnrampQuote(quoteParameters)).toMatchObject({
        quoteId: 'sample',
        paymentTotal: { amount: '100', currency: 'USD' },
        purchaseAmount: { amount: '100', currency: 'ETH' },
      })
    }
    // A quote the service refuses (an amount under the payment minimum) also shows the sample.
    expect((await blockchain.getOnrampQuote({ ...quoteParameters, amount: '5' })).quoteId).toBe('sample')
    const custom = client({
      onrampSamples: { quote: (parameters) => ({ ...sampleOnrampQuote(parameters), quoteId: 'mine' }) },
    })
    await admin.setFault('onrampQuote', 503, 1)
    expect((await custom.getOnrampQuote(quoteParameters)).quoteId).toBe('mine')
  })

  it('R-API-26 onrampurl carries every parameter and returns a URL that devnet serves', async () => {
    const blockchain = client()
    const url = await blockchain.generateOnrampUrl({
      destinationWallets: [{ address: buyer, blockchains: ['devnet-a'], assets: ['ETH'] }],
      partnerUserId: buyer,
      defaultNetwork: 'devnet-a',
      defaultExperience: 'buy',
      presetCryptoAmount: 2,
      presetFiatAmount: 150,
    })
    expect(url.startsWith(`${devnet.urls.onramp}/buy/`)).toBe(true)
    expect(await order(url)).toMatchObject({
      status: 'open',
      request: {
        destinationWallets: [{ address: buyer, blockchains: ['devnet-a'], assets: ['ETH'] }],
        partnerUserId: buyer,
        defaultNetwork: 'devnet-a',
        defaultExperience: 'buy',
        presetCryptoAmount: 2,
        presetFiatAmount: 150,
      },
    })
    const page = await fetch(url)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toContain('text/html')
    expect(await page.text()).toContain('value="2"')
    const [request] = (await admin.requests('blockchain')).filter((r) => r.path.endsWith('/onrampurl'))
    expect(request!.query.projectId).toBe(devnet.projectId)
  })

  it('R-API-26 the default experience is buy', async () => {
    const url = await client().generateOnrampUrl({
      destinationWallets: [{ address: buyer }],
      partnerUserId: buyer,
    })
    expect((await order(url)).request.defaultExperience).toBe('buy')
  })

  it('R-API-32 onrampurl rejects with typed errors on refusal, 5xx, malformed JSON and a hang', async () => {
    const blockchain = client()
    const impatient = client({ timeoutMs: 300 })
    const generate = (partnerUserId = buyer, caller = blockchain) =>
      caller.generateOnrampUrl({ destinationWallets: [{ address: buyer }], partnerUserId })
    await expect(generate('too-short')).rejects.toMatchObject({ code: 'HTTP_STATUS_ERROR', status: 400 })
    await admin.setFault('onrampUrl', 500, 1)
    await expect(generate()).rejects.toMatchObject({ status: 500 })
    await admin.setFault('onrampUrl', 'malformed', 1)
    await expect(generate()).rejects.toMatchObject({ code: 'INVALID_RESPONSE' })
    await admin.setFault('onrampUrl', 'hang', 1)
    await expect(generate(buyer, impatient)).rejects.toMatchObject({ code: 'SOMETHING_WENT_WRONG' })
    await expect(
      blockchain.generateOnrampUrl({ destinationWallets: [], partnerUserId: buyer }),
    ).rejects.toMatchObject({ code: 'INVALID_INPUT' })
    expect(await generate()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/onramp\/buy\//)
  })
})
