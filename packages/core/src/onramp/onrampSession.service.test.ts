import { createPublicClient, type Hex, http, parseEther } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import type { CaipNetwork } from '../caip/types.js'
import { createSigil } from '../client/createSigil.js'
import type { BlockchainClient } from '../services/blockchain/createBlockchainClient.js'
import { devnetBlockchainClient } from '../services/testing/devnetBlockchainClient.js'
import { devnetNetwork } from '../services/testing/evmNetwork.js'
import { useDevnet } from '../services/testing/useDevnet.js'
import { localAccountAdapter } from '../swap/test/localAccountAdapter.js'
import { untilState } from '../swap/test/untilState.js'
import { createOnrampSession, type PurchaseWindow } from './createOnrampSession.js'
import { defaultOnrampProvider } from './onrampProviders.js'

const { devnet, admin } = useDevnet((admin) => admin.clearFaults())
let network: CaipNetwork
let blockchain: BlockchainClient

beforeAll(() => {
  network = devnetNetwork(devnet.chains[0]!)
  blockchain = devnetBlockchainClient(devnet)
})

async function connected(addressIndex: number, on: CaipNetwork = network) {
  const adapter = localAccountAdapter({ mnemonic: devnet.mnemonic, addressIndex })
  const client = createSigil({
    projectId: devnet.projectId,
    networks: [on],
    adapters: [adapter],
    reconnect: false,
    logSink: () => undefined,
  })
  await client.ready()
  await client.connect({ connectorId: 'local', namespace: 'eip155' })
  return { client, address: adapter.address }
}

/** The provider's window as a person uses it: it opens the page and presses "Buy now" (the form's post). */
function personConfirming(): PurchaseWindow & { done: Promise<number> } {
  let finish: (status: number) => void = () => undefined
  const done = new Promise<number>((resolve) => {
    finish = resolve
  })
  return {
    done,
    show(url) {
      void (async () => {
        const page = await fetch(url)
        const html = await page.text()
        // The amount field as the page fills it; asset and network keep the order's choices.
        const amount = /name="amount"[^>]* value="([^"]+)"/.exec(html)?.[1] ?? ''
        const confirm = await fetch(`${url}/confirm`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ amount }),
          redirect: 'manual',
        })
        finish(confirm.status)
      })()
    },
    close: () => undefined,
  }
}

describe('Buy on devnet, through the onramp session', () => {
  it('R-ACCT-05 options for the active network, a quote, the provider URL opened and confirmed: the quoted ETH arrives and the session sees it', async () => {
    const { client, address } = await connected(8)
    const chain = createPublicClient({ transport: http(devnet.urls.rpc[Number(network.id)]) })
    const before = await chain.getBalance({ address: address as Hex })
    const session = createOnrampSession({
      client,
      providers: [defaultOnrampProvider(async () => blockchain)],
    })
    await session.load()
    const loaded = session.getState()
    expect(loaded.status).toBe('ready')
    expect(loaded.assets.map((asset) => asset.symbol)).toEqual(['ETH', 'dUSD'])
    expect(loaded.paymentCurrencies.map((currency) => currency.id)).toEqual(['USD', 'EUR', 'GBP'])

    session.setAmount('150')
    const { quote } = await untilState(session, (state) => state.quote.status === 'ready')
    if (quote.status !== 'ready') throw new Error('no quote')
    expect(quote.sample).toBe(false)
    // The provider keeps 1.5% and a 0.25 network fee; the rest buys ETH at 3000.
    expect(quote.quote.paymentTotal).toEqual({ amount: '150.00', currency: 'USD' })

    const person = personConfirming()
    const purchased = session.continue(person)
    expect(await person.done).toBe(303)
    await purchased
    const { purchase } = session.getState()
    expect(purchase).toMatchObject({
      status: 'received',
      amount: quote.quote.purchaseAmount.amount,
      symbol: 'ETH',
    })
    expect(await chain.getBalance({ address: address as Hex })).toBe(
      before + parseEther(quote.quote.purchaseAmount.amount),
    )
    // The account's own balance was read from the chain, not the cache.
    expect(client.getAccount('eip155').balance).toBe(
      String(10_000 + Number(quote.quote.purchaseAmount.amount)),
    )
    client.destroy()
  }, 40_000)

  it('R-ERR-23 when the options fail, the documented sample stands in; when the quote fails, the sample quote is marked', async () => {
    const ethereum: CaipNetwork = { ...network, id: 1, caipNetworkId: 'eip155:1', name: 'Ethereum' }
    await admin.setFault('onrampOptions', 500)
    const { client } = await connected(7, ethereum)
    const session = createOnrampSession({
      client,
      providers: [defaultOnrampProvider(async () => blockchain)],
    })
    await session.load()
    expect(session.getState().assets.map((asset) => asset.symbol)).toEqual(['ETH', 'USDC'])
    await admin.setFault('onrampQuote', 500)
    session.setAmount('100')
    const { quote } = await untilState(session, (state) => state.quote.status === 'ready')
    expect(quote).toMatchObject({ status: 'ready', sample: true, quote: { quoteId: 'sample' } })
    client.destroy()
  })
})
