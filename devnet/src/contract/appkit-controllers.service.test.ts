/**
 * AppKit's own controllers (@reown/appkit-controllers, pinned) against devnet: the hosts AppKit
 * hard-codes are pointed at devnet, each §7 call is made the way AppKit makes it, and the test
 * asserts what AppKit's code made of devnet's answer. A devnet answer that drifts from the
 * hosted services' shapes fails here.
 */
import {
  ApiController,
  AssetController,
  BlockchainApiController,
  ChainController,
  ConnectionController,
  ConnectorController,
  EnsController,
  OnRampController,
  OptionsController,
  SwapController,
} from '@reown/appkit-controllers'
import { type Address, decodeFunctionData, erc20Abi, formatUnits, maxUint256, parseUnits } from 'viem'
import { type LocalAccount, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Devnet, startDevnet } from '../start-devnet.js'

let devnet: Devnet
const realFetch = globalThis.fetch
const ZERO = '0x0000000000000000000000000000000000000000'
/** The JSON bodies AppKit posted to the hosted hosts, by path (devnet's request log keeps no bodies). */
const bodies: { path: string; body: Record<string, unknown> }[] = []
const posted = (path: string) => bodies.filter((entry) => entry.path === path).map((entry) => entry.body)

/** Rewrites AppKit's hosted hosts to devnet's services; any other host but loopback is refused. */
function routeToDevnet(urls: Devnet['urls']): typeof fetch {
  const hosts: [string, string][] = [
    ['https://api.web3modal.org', urls.registry],
    ['https://rpc.walletconnect.org', urls.blockchain],
    ['https://pulse.walletconnect.org', urls.analytics],
  ]
  return (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    const host = hosts.find(([prefix]) => url.startsWith(prefix))
    // devnet runs in this process too: its own loopback calls (to the chains) pass through.
    if (!host && /^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(url)) return realFetch(input, init)
    if (!host) return Promise.reject(new Error(`not routed to devnet: ${url}`))
    if (typeof init?.body === 'string' && init.body.startsWith('{'))
      bodies.push({ path: new URL(url).pathname, body: JSON.parse(init.body) })
    return realFetch(host[1] + url.slice(host[0].length), init)
  }
}

beforeAll(async () => {
  devnet = await startDevnet({ port: 0 })
  globalThis.fetch = routeToDevnet(devnet.urls)
  OptionsController.setProjectId(devnet.projectId)
  OptionsController.setSdkVersion('html-wagmi-1.8.24')
  const chain = devnet.chains[0]!
  ChainController.state.activeCaipNetwork = {
    id: chain.chainId,
    caipNetworkId: `eip155:${chain.chainId}`,
    chainNamespace: 'eip155',
    name: 'Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  } as never
})
afterAll(async () => {
  globalThis.fetch = realFetch
  await devnet?.stop()
})

const requests = async (service: string) =>
  (
    (await (await realFetch(`${devnet.urls.admin}/requests?service=${service}`)).json()) as {
      requests: { path: string; query: Record<string, string> }[]
    }
  ).requests

describe("AppKit's controllers against devnet (the registry)", () => {
  it('R-API-02 fetchProjectConfig reads the registry feature ids AppKit maps', async () => {
    const features = await ApiController.fetchProjectConfig()
    const byId = new Map(features.map((feature) => [feature.id, feature]))
    expect(byId.get('social_login')).toMatchObject({
      isEnabled: true,
      config: expect.arrayContaining(['email', 'google']),
    })
    expect(byId.get('swap')).toMatchObject({ isEnabled: true, config: ['1inch'] })
    expect(byId.get('onramp')).toMatchObject({ isEnabled: true })
    expect(byId.get('activity')).toMatchObject({ isEnabled: true, config: [] })
    expect(byId.get('reown_branding')).toMatchObject({ isEnabled: true })
    expect(byId.get('multi_wallet')).toMatchObject({ isEnabled: false })
  })

  it('R-API-07 R-API-10 fetchAllowedOrigins and fetchAnalyticsConfig', async () => {
    expect(await ApiController.fetchAllowedOrigins()).toEqual(['http://localhost:*', 'http://127.0.0.1:*'])
    const setAnalytics = (isAnalyticsEnabled: boolean) =>
      realFetch(`${devnet.urls.admin}/config`, {
        method: 'POST',
        body: JSON.stringify({ isAnalyticsEnabled }),
      })
    await setAnalytics(false)
    await ApiController.fetchAnalyticsConfig()
    expect(OptionsController.state.features?.analytics).toBe(false)
    await setAnalytics(true)
    await ApiController.fetchAnalyticsConfig()
    expect(OptionsController.state.features?.analytics).toBe(true)
  })

  it('R-API-01 R-API-05 fetchWallets pages the listings with projectId, st and sv', async () => {
    const chains = `eip155:${devnet.chains[0]!.chainId}`
    const { data, count } = await ApiController.fetchWallets({ page: 1, entries: 40, chains })
    expect(data.length).toBeGreaterThan(0)
    expect(data[0]).toMatchObject({ id: expect.any(String), name: expect.any(String) })
    expect(count).toBeGreaterThanOrEqual(data.length)
    const [request] = (await requests('registry')).filter((entry) => entry.path.endsWith('/getWallets'))
    expect(request!.query).toMatchObject({
      projectId: devnet.projectId,
      st: 'appkit',
      sv: 'html-wagmi-1.8.24',
    })
  })

  it('R-API-09 the network image of a registry asset id loads; a name is unknown to the registry', async () => {
    const ethereum = 'ba0ba0cd-17c6-4806-ad93-f9d174f17900'
    await ApiController._fetchNetworkImage(ethereum)
    expect(typeof ApiController.state.wallets).toBe('object')
    await expect(ApiController._fetchNetworkImage('ethereum')).rejects.toThrow('HTTP status code: 404')
  })

  it('R-API-09 wallet, currency and token images load as blobs AppKit keeps as object URLs', async () => {
    const { data } = await ApiController.fetchWallets({ page: 1, entries: 1 })
    const imageId = data[0]!.image_id!
    await ApiController._fetchWalletImage(imageId)
    await ApiController._fetchCurrencyImage('USD')
    await ApiController._fetchTokenImage('dUSD')
    expect(AssetController.state.walletImages[imageId]).toMatch(/^blob:/)
    expect(AssetController.state.currencyImages.USD).toMatch(/^blob:/)
    expect(AssetController.state.tokenImages.dUSD).toMatch(/^blob:/)
    const images = (await requests('registry')).filter((entry) => /\/get\w*Image\//.test(entry.path))
    const paths = images.map((entry) => entry.path)
    for (const path of [
      `/getWalletImage/${imageId}`,
      '/public/getCurrencyImage/USD',
      '/public/getTokenImage/dUSD',
    ])
      expect(paths.some((asked) => asked.endsWith(path))).toBe(true)
    for (const image of images)
      expect(image.query).toMatchObject({ projectId: devnet.projectId, st: 'appkit' })
  })
})

describe("AppKit's controllers against devnet (the blockchain service)", () => {
  const owner = () => devnet.accounts[0]!.address
  const chainId = () => `eip155:${devnet.chains[0]!.chainId}`

  it('R-API-11 getSupportedNetworks lists devnet chains', async () => {
    const chains = await BlockchainApiController.getSupportedNetworks()
    expect(chains.http).toContain(chainId())
  })

  it('R-API-12 fetchIdentity reads name and avatar', async () => {
    const identity = await BlockchainApiController.fetchIdentity({ address: devnet.accounts[1]!.address })
    expect(identity.name).toBe('alice.reown.id')
  })

  it('R-API-13 fetchTransactions reads a history page AppKit can page through', async () => {
    const page = await BlockchainApiController.fetchTransactions({ account: owner(), chainId: chainId() })
    expect(page.data.length).toBeGreaterThan(0)
    expect(page.data[0]!.metadata).toMatchObject({ chain: chainId(), operationType: expect.any(String) })
    expect(page.next === null || typeof page.next === 'string').toBe(true)
  })

  it('R-API-14 getBalance with forceUpdate as CAIP-10 token addresses (what SwapController sends)', async () => {
    const erc20 = `${chainId()}:${devnet.contracts[devnet.chains[0]!.chainId]!.erc20}`
    const { balances } = await BlockchainApiController.getBalance(
      owner(),
      chainId(),
      `${chainId()}:${ZERO},${erc20}`,
    )
    expect(balances.map((balance) => balance.symbol)).toEqual(expect.arrayContaining(['ETH', 'dUSD']))
    const [request] = (await requests('blockchain')).filter((entry) => entry.path.endsWith('/balance'))
    expect(request!.query.forceUpdate).toBe(`${chainId()}:${ZERO},${erc20}`)
  })

  it('R-API-17 fetchTokenPrice posts projectId in the body only, as blockchain-api reads it', async () => {
    const erc20 = `${chainId()}:${devnet.contracts[devnet.chains[0]!.chainId]!.erc20}`
    const { fungibles } = await BlockchainApiController.fetchTokenPrice({ addresses: [erc20] })
    expect(fungibles[0]).toMatchObject({ symbol: 'dUSD', price: 1 })
    const [request] = (await requests('blockchain')).filter((entry) => entry.path.endsWith('/fungible/price'))
    expect(request!.query.projectId).toBeUndefined()
  })

  it('R-API-16 R-API-19 fetchSwapTokens, fetchGasPrice and fetchSwapQuote', async () => {
    const { tokens } = await BlockchainApiController.fetchSwapTokens({ chainId: chainId() })
    expect(tokens.map((token) => token.symbol)).toEqual(['ETH', 'dUSD'])
    const gas = await BlockchainApiController.fetchGasPrice({ chainId: chainId() })
    expect(BigInt(gas.standard)).toBeGreaterThan(0n)
    const { quotes } = await BlockchainApiController.fetchSwapQuote({
      amount: '1000000000000000',
      userAddress: `${chainId()}:${owner()}`,
      from: tokens[0]!.address,
      to: tokens[1]!.address,
      gasPrice: gas.standard,
    })
    expect(BigInt(quotes[0]!.toAmount)).toBeGreaterThan(0n)
  })

  it('R-API-22 R-API-23 R-API-24 lookupEnsName and reverseLookupEnsName with apiVersion=2', async () => {
    expect(await BlockchainApiController.lookupEnsName('alice.reown.id')).toMatchObject({
      name: 'alice.reown.id',
    })
    expect(await BlockchainApiController.lookupEnsName('nobody.reown.id')).toEqual([])
    expect(
      await BlockchainApiController.reverseLookupEnsName({ address: devnet.accounts[9]!.address }),
    ).toEqual([])
    const suggestions = await BlockchainApiController.getEnsNameSuggestions('alice')
    expect(suggestions.suggestions[0]).toEqual({ name: 'alice.reown.id', registered: true })
  })

  it('R-API-26 generateOnRampURL with whole preset amounts gives a URL; a fraction is refused', async () => {
    const buyer = devnet.accounts[5]!.address
    const wallets = [{ address: buyer, blockchains: ['devnet-a'], assets: ['ETH'] }]
    const url = await BlockchainApiController.generateOnRampURL({
      destinationWallets: wallets,
      partnerUserId: buyer,
      defaultNetwork: 'devnet-a',
      purchaseAmount: 1,
      paymentAmount: 100,
    })
    expect(url.startsWith(devnet.urls.onramp)).toBe(true)
    await expect(
      BlockchainApiController.generateOnRampURL({
        destinationWallets: wallets,
        partnerUserId: buyer,
        purchaseAmount: 0.05,
      }),
    ).rejects.toThrow('HTTP status code: 400')
  })

  it('R-API-27 R-API-28 R-ERR-23 getOnrampOptions and getOnrampQuote: the 404 of a path the service lacks gives AppKit its default options and its 1:1 quote', async () => {
    const options = await BlockchainApiController.getOnrampOptions()
    // AppKit's DEFAULT_OPTIONS: USDC and ETH on Ethereum and Polygon, paid in USD or EUR.
    expect(options.purchaseCurrencies.map((currency) => currency.symbol)).toEqual(['USDC', 'ETH'])
    expect(options.purchaseCurrencies[0]!.networks.map((network) => network.chain_id)).toEqual(['1', '137'])
    expect(options.paymentCurrencies).toEqual(
      ['USD', 'EUR'].map((id) => ({
        id,
        payment_method_limits: [
          { id: 'card', min: '10.00', max: '7500.00' },
          { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
        ],
      })),
    )
    const [usdc] = options.purchaseCurrencies
    const [usd] = options.paymentCurrencies
    const quote = await BlockchainApiController.getOnrampQuote({
      purchaseCurrency: usdc!,
      paymentCurrency: usd!,
      amount: '150',
      network: 'devnet-a',
    })
    const paid = { amount: '150', currency: 'USD' }
    expect(quote).toEqual({
      networkFee: paid,
      paymentSubtotal: paid,
      paymentTotal: paid,
      purchaseAmount: paid,
      quoteId: 'mocked-quote-id',
    })
    // AppKit posted the whole currency objects; the controller then takes the 1:1 amount as bought.
    expect(posted('/v1/onramp/quote').at(-1)).toMatchObject({
      purchaseCurrency: { symbol: 'USDC' },
      amount: '150',
    })
    OnRampController.setPaymentAmount(150)
    await OnRampController.getQuote()
    expect(OnRampController.state.purchaseAmount).toBe(150)
    // Devnet answered both as the hosted service does: a bare 404, so no route logged them.
    const paths = (await requests('blockchain')).map((entry) => entry.path)
    expect(paths.filter((path) => path.includes('/v1/onramp/'))).toEqual([])
  })

  it('R-API-29 R-API-30 getSmartSessions lists { pcis } by CAIP-10; revoke answers an empty 200', async () => {
    const account = `${chainId()}:${owner()}` as `eip155:${number}:${string}`
    const { pcis } = (await BlockchainApiController.getSmartSessions(account)) as { pcis: { pci: string }[] }
    expect(pcis.map((entry) => entry.pci)).toContain('devnet-pci')
    const signer = privateKeyToAccount(devnet.accounts[0]!.privateKey)
    const signature = await signer.signMessage({ message: 'devnet-pci' })
    // AppKit's FetchUtil.post reads every answer as JSON, so the service's empty 200 rejects in
    // AppKit after the revocation took effect; the list then shows it revoked.
    await expect(
      BlockchainApiController.revokeSmartSession(account as `0x${string}`, 'devnet-pci', signature),
    ).rejects.toThrow(SyntaxError)
    const after = (await BlockchainApiController.getSmartSessions(account)) as {
      pcis: { revokedAt: number }[]
    }
    expect(after.pcis[0]!.revokedAt).toEqual(expect.any(Number))
  })
})

describe("AppKit's telemetry against devnet's analytics intake", () => {
  const sdk = () => `projectId=${devnet.projectId}&st=appkit&sv=html-wagmi-1.8.24`

  it('R-API-33 POST /e takes AppKit error reports (ISO timestamp) and POST /batch its event batches', async () => {
    const report = await fetch(`https://pulse.walletconnect.org/e?${sdk()}`, {
      method: 'POST',
      body: JSON.stringify({
        eventId: crypto.randomUUID(),
        url: 'https://app.example/',
        domain: 'app.example',
        timestamp: new Date().toISOString(),
        props: { type: 'error', event: 'ERROR', errorType: 'TypeError', errorMessage: 'x', stackTrace: '' },
      }),
    })
    expect(report.ok).toBe(true)
    const batch = await fetch(`https://pulse.walletconnect.org/batch?${sdk()}`, {
      method: 'POST',
      body: JSON.stringify([
        {
          eventId: crypto.randomUUID(),
          url: 'https://app.example/',
          domain: 'app.example',
          timestamp: Date.now(),
          props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
        },
      ]),
    })
    expect(batch.ok).toBe(true)
    const events = (
      (await (await realFetch(`${devnet.urls.admin}/analytics`)).json()) as {
        events: { event: { props: { event: string } } }[]
      }
    ).events.map((stored) => stored.event.props.event)
    expect(events).toEqual(expect.arrayContaining(['ERROR', 'MODAL_OPEN']))
  })
})

/**
 * Puts `account` where AppKit's controllers look for the connected account (the chain's account
 * state, the connection client that signs and parses units, an embedded-wallet connector), as
 * AppKit's adapters do on connect.
 */
function connectAppKit(account: LocalAccount, caipNetworkId: string) {
  ChainController.state.activeChain = 'eip155'
  ChainController.state.chains.set('eip155', {
    namespace: 'eip155',
    accountState: { address: account.address, caipAddress: `${caipNetworkId}:${account.address}` },
  } as never)
  ChainController.state.activeCaipAddress = `${caipNetworkId}:${account.address}` as never
  ConnectionController.setClient({
    signMessage: (message: string) => account.signMessage({ message }),
    parseUnits: (value: string, decimals: number) => parseUnits(value, decimals),
    formatUnits: (value: bigint, decimals: number) => formatUnits(value, decimals),
  } as never)
  ConnectorController.state.connectors = [
    { id: 'AUTH', type: 'AUTH', name: 'Auth', chain: 'eip155' },
  ] as never
}

describe("AppKit's swap and name controllers against devnet", () => {
  const chain = () => devnet.chains[0]!
  const chainId = () => `eip155:${chain().chainId}`
  const contracts = () => devnet.contracts[chain().chainId]!
  const swapTokens = async () => {
    const { tokens } = await BlockchainApiController.fetchSwapTokens({ chainId: chainId() })
    const native = tokens.find((token) => token.symbol === 'ETH')!
    const dusd = tokens.find((token) => token.symbol === 'dUSD')!
    return { native, dusd }
  }

  it('R-API-18 R-API-21 SwapController: no allowance on dUSD, so it builds the approval from tx.from', async () => {
    const trader = privateKeyToAccount(devnet.accounts[3]!.privateKey)
    connectAppKit(trader, chainId())
    const { native, dusd } = await swapTokens()
    SwapController.state.sourceToken = dusd as never
    SwapController.state.toToken = native as never
    SwapController.state.sourceTokenAmount = '1'

    const built = await SwapController.getTransaction()

    const allowanceAsked = (await requests('blockchain')).filter((entry) =>
      entry.path.endsWith('/v1/convert/allowance'),
    )
    expect(dusd.address.toLowerCase()).toBe(`${chainId()}:${contracts().erc20}`.toLowerCase())
    expect(allowanceAsked.at(-1)!.query).toMatchObject({
      tokenAddress: dusd.address,
      userAddress: `${chainId()}:${trader.address}`,
    })
    const { allowance } = await BlockchainApiController.fetchSwapAllowance({
      tokenAddress: dusd.address,
      userAddress: `${chainId()}:${trader.address}`,
    })
    expect(allowance).toMatch(/^\d+$/)
    expect(BigInt(allowance)).toBe(0n)

    // AppKit sends the approval to tx.from (the token being sold), with tx.eip155.gasPrice.
    expect(SwapController.state.fetchError).toBe(false)
    expect(SwapController.state.swapTransaction).toBeUndefined()
    const approval = SwapController.state.approvalTransaction!
    expect(built).toEqual(approval)
    expect(approval.to.toLowerCase()).toBe(contracts().erc20.toLowerCase())
    expect(approval.value).toBe(0n)
    expect(typeof approval.gasPrice).toBe('bigint')
    expect(approval.gasPrice).toBeGreaterThan(0n)
    const call = decodeFunctionData({ abi: erc20Abi, data: approval.data as `0x${string}` })
    expect(call.functionName).toBe('approve')
    expect((call.args![0] as Address).toLowerCase()).toBe(contracts().swap.toLowerCase())
    expect(call.args![1]).toBe(maxUint256)
    const [approveAsked] = (await requests('blockchain')).filter((entry) =>
      entry.path.endsWith('/v1/convert/build-approve'),
    )
    expect(approveAsked!.query).toMatchObject({
      userAddress: `${chainId()}:${trader.address}`,
      from: dusd.address,
      to: native.address,
      st: 'appkit',
      sv: 'html-wagmi-1.8.24',
    })
  })

  it('R-API-18 R-API-20 SwapController: selling ETH needs no approval, so it builds the swap with BigInt gas', async () => {
    const trader = privateKeyToAccount(devnet.accounts[3]!.privateKey)
    connectAppKit(trader, chainId())
    const { native, dusd } = await swapTokens()
    SwapController.state.sourceToken = native as never
    SwapController.state.toToken = dusd as never
    SwapController.state.sourceTokenAmount = '0.001'

    const built = await SwapController.getTransaction()

    expect(SwapController.state.fetchError).toBe(false)
    expect(SwapController.state.approvalTransaction).toBeUndefined()
    const swap = SwapController.state.swapTransaction!
    expect(built).toEqual(swap)
    expect(swap.to.toLowerCase()).toBe(contracts().swap.toLowerCase())
    expect(swap.value).toBe(parseUnits('0.001', 18))
    expect(typeof swap.gas).toBe('bigint')
    expect(typeof swap.gasPrice).toBe('bigint')
    expect(swap.gas).toBeGreaterThan(0n)
    expect(swap.gasPrice).toBeGreaterThan(0n)
    expect(swap.data).toMatch(/^0x[0-9a-f]{8,}$/i)
    const swapAsked = posted('/v1/convert/build-transaction').at(-1)
    expect(swapAsked).toMatchObject({
      amount: parseUnits('0.001', 18).toString(),
      eip155: { slippage: 1 },
      projectId: devnet.projectId,
      from: native.address,
      to: dusd.address,
      userAddress: `${chainId()}:${trader.address}`,
      disableEstimate: true,
    })
  })

  it('R-API-25 R-API-22 EnsController.registerName: a name signed in AppKit’s message format is registered', async () => {
    const owner = mnemonicToAccount(devnet.mnemonic, { addressIndex: 6 })
    expect(owner.address).toBe(devnet.accounts[6]!.address)
    connectAppKit(owner, chainId())

    await EnsController.registerName('carol.reown.id')

    expect(ChainController.getAccountData('eip155')?.profileName).toBe('carol.reown.id')
    const coinType = String((0x80000000 | chain().chainId) >>> 0)
    const profile = (await BlockchainApiController.lookupEnsName('carol.reown.id')) as unknown as {
      name: string
      addresses: Record<string, { address: string }>
    }
    expect(profile.name).toBe('carol.reown.id')
    expect(profile.addresses[coinType]!.address).toBe(owner.address)
    const registration = posted('/v1/profile/account').at(-1)!
    expect(registration).toMatchObject({ coin_type: Number(coinType), address: owner.address })
    expect(JSON.parse(registration.message as string)).toEqual({
      name: 'carol.reown.id',
      attributes: {},
      timestamp: expect.any(Number),
    })
  })

  it('R-API-25 EnsController.registerName: a signature by another key is refused and nothing is registered', async () => {
    const claimed = mnemonicToAccount(devnet.mnemonic, { addressIndex: 7 })
    const signer = mnemonicToAccount(devnet.mnemonic, { addressIndex: 8 })
    connectAppKit({ ...signer, address: claimed.address } as LocalAccount, chainId())

    await expect(EnsController.registerName('mallory.reown.id')).rejects.toThrow(
      'Error registering name mallory.reown.id',
    )
    expect(await BlockchainApiController.lookupEnsName('mallory.reown.id')).toEqual([])
  })
})
