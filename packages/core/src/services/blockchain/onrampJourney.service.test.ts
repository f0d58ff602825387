import { devnetBlockchainClient, devnetNetwork, useDevnet } from '@sigil/test/devnet'
import { createPublicClient, http, parseEther } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import type { CaipNetwork } from '../../caip/types.js'
import type { BlockchainClient } from './createBlockchainClient.js'

const { devnet } = useDevnet()
let network: CaipNetwork
let blockchain: BlockchainClient

beforeAll(() => {
  network = devnetNetwork(devnet.chains[0]!)
  blockchain = devnetBlockchainClient(devnet)
})

describe('buying crypto through the devnet onramp', () => {
  it('R-ACCT-05 R-ERR-23 sample options → sample quote → onrampurl with the whole fiat preset; the page offers what it buys and completing it funds the wallet', async () => {
    const buyer = devnet.accounts[8]!.address
    const chain = createPublicClient({ transport: http(devnet.urls.rpc[network.id as number]) })
    const before = await chain.getBalance({ address: buyer })

    // No options route (as hosted): the sample offers the network's native currency on it.
    const options = await blockchain.getOnrampOptions(network)
    const eth = options.purchaseCurrencies.find((currency) => currency.symbol === 'ETH')!
    const target = eth.networks.find((entry) => entry.chain_id === String(network.id))!
    const usd = options.paymentCurrencies.find((currency) => currency.id === 'USD')!
    const quote = await blockchain.getOnrampQuote({
      purchaseCurrency: eth.id,
      paymentCurrency: usd.id,
      amount: '150',
      network: target.name,
    })
    expect(quote.quoteId).toBe('sample')

    // The generated provider URL is a real page on devnet, offering what 150 USD buys.
    const url = await blockchain.generateOnrampUrl({
      destinationWallets: [{ address: buyer, blockchains: [target.name], assets: [eth.symbol] }],
      partnerUserId: buyer,
      defaultNetwork: target.name,
      presetFiatAmount: 150,
    })
    const page = await fetch(url)
    expect(page.status).toBe(200)
    const html = await page.text()
    // 150 USD less the provider's 1.5% and the 0.25 network fee, at 3000 USD per ETH.
    const bought = '0.049167'
    expect(html).toContain(`value="${bought}"`)
    expect(html).toContain('action=')

    // Completing the purchase the way the page's form does: the provider pays the buyer on chain.
    const confirm = await fetch(`${url}/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ asset: 'ETH', network: target.name, amount: bought }),
      redirect: 'manual',
    })
    expect(confirm.status).toBe(303)
    const receipt = await fetch(new URL(confirm.headers.get('location')!, `${url}/confirm`))
    expect(await receipt.text()).toContain('Purchase complete')
    expect(await chain.getBalance({ address: buyer })).toBe(before + parseEther(bought))
    const balances = await blockchain.getBalances({ address: buyer, network, forceUpdate: true })
    expect(balances.find((balance) => balance.symbol === 'ETH')?.quantity.numeric).toBe(
      String(10_000 + Number(bought)),
    )
  })
})
