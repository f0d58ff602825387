import { describe, expect, it } from 'vitest'
import { createBlockchainClient } from './createBlockchainClient.js'
import { SAMPLE_ONRAMP_OPTIONS } from './onrampSamples.js'
import type { OnrampOptions } from './onrampSchemas.js'

const OPTIONS: OnrampOptions = {
  paymentCurrencies: [{ id: 'USD', payment_method_limits: [{ id: 'card', min: '10', max: '500' }] }],
  purchaseCurrencies: [
    {
      id: 'eth',
      name: 'Ether',
      symbol: 'ETH',
      networks: [{ name: 'base', display_name: 'Base', chain_id: '8453', contract_address: '' }],
    },
  ],
}
const QUOTE = {
  networkFee: { amount: '0.25', currency: 'USD' },
  paymentSubtotal: { amount: '98', currency: 'USD' },
  paymentTotal: { amount: '100', currency: 'USD' },
  purchaseAmount: { amount: '0.03', currency: 'ETH' },
  quoteId: 'q1',
}

/** A blockchain client over a fake fetch that records every path it is asked for. */
function fixture(options: { optionsFail?: boolean } = {}) {
  const paths: string[] = []
  const fetch = async (input: RequestInfo | URL) => {
    const path = new URL(String(input)).pathname
    paths.push(path)
    if (path === '/v1/onramp/options')
      return options.optionsFail ? new Response('down', { status: 503 }) : Response.json(OPTIONS)
    if (path === '/v1/onramp/quote') return Response.json(QUOTE)
    if (path === '/v1/generators/onrampurl') return Response.json({ url: 'https://pay.test/buy/1' })
    return new Response('not found', { status: 404 })
  }
  const client = createBlockchainClient({
    baseUrl: 'http://127.0.0.1:1',
    projectId: 'p',
    sdkVersion: '0.0.0',
    fetch: fetch as typeof globalThis.fetch,
    onrampSamples: { options: SAMPLE_ONRAMP_OPTIONS },
  })
  return { client, paths }
}

const quote = { purchaseCurrency: 'eth', paymentCurrency: 'USD', amount: '100' }
const url = { partnerUserId: '0x00000000000000000000000000000000000000aa' }
const refused = { code: 'ONRAMP_NETWORK_NOT_SUPPORTED', shortMessage: 'Network not supported for Onramp' }

describe('onramp calls refuse unsupported networks', () => {
  it('R-API-28 a CAIP-2 network outside EVM and Solana is refused with no request at all', async () => {
    const { client, paths } = fixture()
    await expect(
      client.getOnrampQuote({ ...quote, network: 'bip122:000000000019d6689c085ae165831e93' }),
    ).rejects.toMatchObject(refused)
    await expect(
      client.generateOnrampUrl({ ...url, destinationWallets: [{ address: 'x', blockchains: ['bip122:0'] }] }),
    ).rejects.toMatchObject(refused)
    expect(paths).toEqual([])
  })

  it('R-API-28 R-API-26 a network the options do not list is refused before the quote or URL request', async () => {
    const { client, paths } = fixture()
    await expect(client.getOnrampQuote({ ...quote, network: 'polygon' })).rejects.toMatchObject(refused)
    await expect(
      client.generateOnrampUrl({
        ...url,
        destinationWallets: [{ address: 'x' }],
        defaultNetwork: 'eip155:137',
      }),
    ).rejects.toMatchObject(refused)
    // The options are read once and kept; neither the quote nor the URL route was asked.
    expect(paths).toEqual(['/v1/onramp/options'])
  })

  it('R-API-28 R-API-26 a listed network, by name, chain id or CAIP-2 id, goes ahead', async () => {
    const { client, paths } = fixture()
    expect((await client.getOnrampQuote({ ...quote, network: 'base' })).quoteId).toBe('q1')
    expect((await client.getOnrampQuote({ ...quote, network: 'eip155:8453' })).quoteId).toBe('q1')
    const link = await client.generateOnrampUrl({
      ...url,
      destinationWallets: [{ address: 'x', blockchains: ['8453'] }],
      defaultNetwork: 'base',
    })
    expect(link).toBe('https://pay.test/buy/1')
    expect(paths).toEqual([
      '/v1/onramp/options',
      '/v1/onramp/quote',
      '/v1/onramp/quote',
      '/v1/generators/onrampurl',
    ])
  })

  it('R-ERR-23 when the options cannot be read the quote goes ahead (the service decides)', async () => {
    const { client, paths } = fixture({ optionsFail: true })
    expect((await client.getOnrampQuote({ ...quote, network: 'polygon' })).quoteId).toBe('q1')
    expect(paths.filter((path) => path === '/v1/onramp/quote')).toHaveLength(1)
    // The sample stands in for the options, but is never taken as the service's network list.
    expect(await client.getOnrampOptions()).toBe(SAMPLE_ONRAMP_OPTIONS)
  })
})
