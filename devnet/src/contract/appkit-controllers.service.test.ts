/**
 * AppKit's own controllers (@reown/appkit-controllers, pinned) against devnet: the hosts AppKit
 * hard-codes are pointed at devnet, each §7 call is made the way AppKit makes it, and the test
 * asserts what AppKit's code made of devnet's answer. A devnet answer that drifts from the
 * hosted services' shapes fails here.
 */
import {
  ApiController,
  BlockchainApiController,
  ChainController,
  OptionsController,
} from '@reown/appkit-controllers'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Devnet, startDevnet } from '../start-devnet.js'

let devnet: Devnet
const realFetch = globalThis.fetch
const ZERO = '0x0000000000000000000000000000000000000000'

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
    await ApiController.fetchAnalyticsConfig()
    expect(OptionsController.state.features?.analytics ?? true).toBe(true)
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

  it('R-API-22 R-API-23 lookupEnsName and reverseLookupEnsName with apiVersion=2', async () => {
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
