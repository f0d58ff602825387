import { createPublicClient, http, parseEther } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import type { CaipNetwork } from '../../caip/types.js'
import { devnetBlockchainClient } from '../testing/devnetBlockchainClient.js'
import { evmNetwork } from '../testing/evmNetwork.js'
import { useDevnet } from '../testing/useDevnet.js'
import type { BlockchainClient } from './createBlockchainClient.js'

const { devnet } = useDevnet()
let network: CaipNetwork
let blockchain: BlockchainClient

beforeAll(() => {
  network = evmNetwork(devnet.chains[0]!.chainId)
  blockchain = devnetBlockchainClient(devnet)
})

describe('buying crypto through the devnet onramp', () => {
  it('R-ACCT-05 options → quote → onrampurl; the URL is served and completing it funds the wallet', async () => {
    const buyer = devnet.accounts[8]!.address
    const chain = createPublicClient({ transport: http(devnet.urls.rpc[network.id as number]) })
    const before = await chain.getBalance({ address: buyer })

    // Choose a currency and an amount from the options, and see a quote.
    const options = await blockchain.getOnrampOptions()
    const eth = options.purchaseCurrencies.find((currency) => currency.symbol === 'ETH')!
    const target = eth.networks.find((entry) => entry.chain_id === String(network.id))!
    const usd = options.paymentCurrencies.find((currency) => currency.id === 'USD')!
    const quote = await blockchain.getOnrampQuote({
      purchaseCurrency: eth.id,
      paymentCurrency: usd.id,
      amount: '150',
      network: target.name,
    })
    expect(quote.quoteId).not.toBe('sample')

    // The generated provider URL is a real page on devnet.
    const url = await blockchain.generateOnrampUrl({
      destinationWallets: [{ address: buyer, blockchains: [target.name], assets: [eth.symbol] }],
      partnerUserId: buyer,
      defaultNetwork: target.name,
      presetFiatAmount: 150,
    })
    const page = await fetch(url)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain(`value="${quote.purchaseAmount.amount}"`)
    expect(html).toContain('action=')

    // Completing the purchase the way the page's form does: the provider pays the buyer on chain.
    const confirm = await fetch(`${url}/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ asset: 'ETH', network: target.name, amount: quote.purchaseAmount.amount }),
      redirect: 'manual',
    })
    expect(confirm.status).toBe(303)
    const receipt = await fetch(new URL(confirm.headers.get('location')!, `${url}/confirm`))
    expect(await receipt.text()).toContain('Purchase complete')
    expect(await chain.getBalance({ address: buyer })).toBe(before + parseEther(quote.purchaseAmount.amount))
    const balances = await blockchain.getBalances({ address: buyer, network, forceUpdate: true })
    expect(balances.find((balance) => balance.symbol === 'ETH')?.quantity.numeric).toBe(
      String(10_000 + Number(quote.purchaseAmount.amount)),
    )
  })
})
