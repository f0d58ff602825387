import { devnetBlockchainClient, devnetNetwork, useDevnet } from '@sigil/test/devnet'
import { createPublicClient, type Hex, http, parseEther } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import type { CaipNetwork } from '../caip/types.js'
import { createSigil } from '../client/createSigil.js'
import type { BlockchainClient } from '../services/blockchain/createBlockchainClient.js'
import { localAccountAdapter } from '../swap/test/localAccountAdapter.js'
import { untilState } from '../swap/test/untilState.js'
import { createOnrampSession, type PurchaseWindow } from './createOnrampSession.js'
import { defaultOnrampProvider } from './onrampProviders.js'

const { devnet } = useDevnet((admin) => admin.clearFaults())
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
function personConfirming(): PurchaseWindow & { done: Promise<number>; offered: () => string } {
  let offered = ''
  let finish: (status: number) => void = () => undefined
  const done = new Promise<number>((resolve) => {
    finish = resolve
  })
  return {
    done,
    offered: () => offered,
    show(url) {
      void (async () => {
        const page = await fetch(url)
        const html = await page.text()
        // The amount field as the page fills it; asset and network keep the order's choices.
        const amount = /name="amount"[^>]* value="([^"]+)"/.exec(html)?.[1] ?? ''
        offered = amount
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
  it('R-ACCT-05 R-ERR-23 the sample options for the active network, the sample quote marked, the whole fiat preset sent: the provider page offers what it buys and that ETH arrives', async () => {
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
    // The hosted service (and devnet) has no options route: the sample offers the network's own coin.
    expect(loaded.assets.map((asset) => [asset.symbol, asset.network.name])).toEqual([['ETH', 'devnet-a']])
    expect(loaded.paymentCurrencies.map((currency) => currency.id)).toEqual(['USD'])

    session.setAmount('150')
    const { quote } = await untilState(session, (state) => state.quote.status === 'ready')
    if (quote.status !== 'ready') throw new Error('no quote')
    expect(quote.sample).toBe(true)

    const person = personConfirming()
    const purchased = session.continue(person)
    expect(await person.done).toBe(303)
    await purchased
    // 150 USD less the provider's 1.5% and the 0.25 network fee, at 3000 USD per ETH.
    expect(person.offered()).toBe('0.049167')
    expect(session.getState().purchase).toMatchObject({
      status: 'received',
      amount: '0.049167',
      symbol: 'ETH',
    })
    expect(await chain.getBalance({ address: address as Hex })).toBe(before + parseEther('0.049167'))
    // The account's own balance was read from the chain, not the cache.
    expect(client.getAccount('eip155').balance).toBe(String(10_000 + 0.049167))
    client.destroy()
  }, 40_000)

  it('R-ERR-23 on Ethereum the documented sample stands in (ETH and USDC), and the sample quote is marked', async () => {
    const ethereum: CaipNetwork = { ...network, id: 1, caipNetworkId: 'eip155:1', name: 'Ethereum' }
    const { client } = await connected(7, ethereum)
    const session = createOnrampSession({
      client,
      providers: [defaultOnrampProvider(async () => blockchain)],
    })
    await session.load()
    expect(session.getState().assets.map((asset) => asset.symbol)).toEqual(['ETH', 'USDC'])
    session.setAmount('100')
    const { quote } = await untilState(session, (state) => state.quote.status === 'ready')
    expect(quote).toMatchObject({ status: 'ready', sample: true, quote: { quoteId: 'sample' } })
    client.destroy()
  })
})
