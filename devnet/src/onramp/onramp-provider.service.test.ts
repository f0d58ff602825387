import { createPublicClient, erc20Abi, http, parseUnits } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type Devnet, startDevnet } from '../start-devnet.js'

let devnet: Devnet
let buyer: `0x${string}`

beforeAll(async () => {
  devnet = await startDevnet()
  buyer = devnet.accounts[5]!.address
})
afterAll(() => devnet?.stop())
afterEach(() => fetch(`${devnet.urls.admin}/faults`, { method: 'DELETE' }))

async function post(path: string, body: Record<string, unknown>) {
  const response = await fetch(`${devnet.urls.blockchain}${path}?projectId=devnet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const generate = (body: Record<string, unknown>) =>
  post('/v1/generators/onrampurl', {
    destinationWallets: [{ address: buyer }],
    partnerUserId: buyer,
    ...body,
  })

async function confirm(url: string, body: Record<string, unknown>) {
  const response = await fetch(`${url}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('the onramp URL generator and the local onramp provider', () => {
  it('R-API-26 onrampurl refuses each bad field with a clear 400', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ destinationWallets: [] }, /destinationWallets must be a non-empty array/],
      [{ destinationWallets: [{ address: 'bc1qxyz' }] }, /address must be an EVM address/],
      [
        { destinationWallets: [{ address: buyer, blockchains: ['mainnet'] }] },
        /blockchains must be one of devnet-a/,
      ],
      [{ destinationWallets: [{ address: buyer, assets: ['DOGE'] }] }, /assets must be one of ETH, dUSD/],
      [{ partnerUserId: 'short' }, /partnerUserId must be a string of 32 to 50 characters/],
      [{ defaultNetwork: 'solana' }, /defaultNetwork must be one of/],
      [{ defaultExperience: 'sell' }, /defaultExperience must be buy or send/],
    ]
    for (const [change, expected] of cases) {
      const result = await generate(change)
      expect(result.status).toBe(400)
      expect(String(result.body.message)).toMatch(expected)
    }
  })

  it("R-API-26 a preset amount that is not a whole number gets the hosted generator's plain-text 400", async () => {
    for (const change of [
      { presetCryptoAmount: 0.5 },
      { presetCryptoAmount: -1 },
      { presetFiatAmount: 50.5 },
      { presetFiatAmount: '10' },
    ]) {
      const response = await fetch(`${devnet.urls.blockchain}/v1/generators/onrampurl?projectId=devnet`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ destinationWallets: [{ address: buyer }], partnerUserId: buyer, ...change }),
      })
      expect(response.status).toBe(400)
      expect(await response.text()).toBe('Error deserializing request body: {}')
    }
    expect((await generate({ presetCryptoAmount: 2, presetFiatAmount: 100 })).status).toBe(200)
  })

  it('R-ACCT-05 a fiat preset is what the buyer pays: the page offers what it buys after the fees', async () => {
    const { body } = await generate({
      destinationWallets: [{ address: buyer, assets: ['ETH'], blockchains: ['devnet-a'] }],
      presetFiatAmount: 100,
    })
    // 100 USD less the 1.5% provider fee and the 0.25 network fee, at 3000 USD per ETH.
    expect(await (await fetch(String(body.url))).text()).toContain('value="0.03275"')
    const crypto = await generate({ presetCryptoAmount: 2, presetFiatAmount: 100 })
    expect(await (await fetch(String(crypto.body.url))).text()).toContain('value="2"')
  })

  it('R-ACCT-05 the page offers what the order allows and its confirmation pays dUSD once', async () => {
    const { body } = await generate({
      destinationWallets: [{ address: buyer, assets: ['dUSD'], blockchains: ['devnet-b'] }],
      presetFiatAmount: 40,
    })
    const url = String(body.url)
    const html = await (await fetch(url)).text()
    expect(html).toContain('<option value="dUSD" selected>')
    expect(html).not.toContain('<option value="ETH"')
    expect(html).toContain('<option value="devnet-b" selected>')
    // 40 USD less the provider's and the network's fees buys 39.15 dUSD, as the quote says.
    expect(html).toContain('value="39.15"')

    expect((await confirm(url, { asset: 'ETH' })).status).toBe(400)
    expect((await confirm(url, { amount: '30000' })).body.message).toMatch(/worth more than the 25000 USD/)
    const done = await confirm(url, {})
    expect(done.status).toBe(200)
    expect(done.body.order).toMatchObject({
      status: 'completed',
      purchase: { asset: 'dUSD', network: 'eip155:31338', amount: '39.15', destination: buyer },
    })
    const chain = createPublicClient({ transport: http(devnet.urls.rpc[31338]) })
    const balance = await chain.readContract({
      address: devnet.contracts[31338]!.erc20,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [buyer],
    })
    expect(balance).toBe(parseUnits('39.15', 6))
    expect((await confirm(url, {})).status).toBe(409)
    expect(await (await fetch(url)).text()).toContain('Purchase complete')
  })

  it('unknown orders are 404 and the provider routes answer their fault switches', async () => {
    const missing = await fetch(`${devnet.urls.onramp}/buy/nope`)
    expect(missing.status).toBe(404)
    const { body } = await generate({})
    await fetch(`${devnet.urls.admin}/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ route: 'onrampPage', mode: 503, times: 1 }),
    })
    expect((await fetch(String(body.url))).status).toBe(503)
    expect((await fetch(String(body.url))).status).toBe(200)
  })
})
