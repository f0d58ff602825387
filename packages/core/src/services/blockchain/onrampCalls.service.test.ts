import { clearFaultsAndRequests, devnetBlockchainClient, devnetNetwork, useDevnet } from '@sigil/test/devnet'
import { beforeAll, describe, expect, it } from 'vitest'
import type { BlockchainClientOptions } from './createBlockchainClient.js'
import { sampleOnrampOptions, sampleOnrampQuote } from './onrampSamples.js'

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
  it('R-API-27 R-API-28 R-ERR-23 devnet, as the hosted service, has no options or quote route: its 404s give the samples', async () => {
    const network = devnetNetwork(devnet.chains[0]!)
    const options = await client().getOnrampOptions(network)
    expect(options).toEqual(sampleOnrampOptions(network))
    expect(options.purchaseCurrencies[0]).toMatchObject({
      symbol: 'ETH',
      networks: [{ name: 'devnet-a', chain_id: '31337' }],
    })
    // With the options unread, the quote is asked all the same; its 404 gives the sample quote.
    const quote = await client().getOnrampQuote(quoteParameters)
    expect(quote).toEqual(sampleOnrampQuote(quoteParameters))
    const custom = client({
      onrampSamples: { quote: (parameters) => ({ ...sampleOnrampQuote(parameters), quoteId: 'mine' }) },
    })
    expect((await custom.getOnrampQuote(quoteParameters)).quoteId).toBe('mine')
    // Neither call reached a route: devnet logs only the requests a route answered.
    const paths = (await admin.requests('blockchain')).map((request) => request.path)
    expect(paths.filter((path) => path.includes('/v1/onramp/'))).toEqual([])
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
