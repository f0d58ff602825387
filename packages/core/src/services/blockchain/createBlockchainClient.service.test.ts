import { createFakeClock } from '@sigil/test'
import { clearFaultsAndRequests, devnetBlockchainClient, evmNetwork, useDevnet } from '@sigil/test/devnet'
import { privateKeyToAccount } from 'viem/accounts'
import { beforeAll, describe, expect, it } from 'vitest'
import { solana } from '../../caip/networks/index.js'
import type { CaipNetwork } from '../../caip/types.js'
import type { SigilError } from '../../errors/SigilError.js'
import type { BlockchainClientOptions } from './createBlockchainClient.js'
import { SAMPLE_ONRAMP_OPTIONS } from './onrampSamples.js'

const { devnet, admin } = useDevnet(clearFaultsAndRequests)
let network: CaipNetwork
let otherNetwork: CaipNetwork

const unsupported = evmNetwork(1)

beforeAll(() => {
  network = evmNetwork(devnet.chains[0]!.chainId)
  otherNetwork = evmNetwork(devnet.chains[1]!.chainId)
})

function client(overrides: Partial<BlockchainClientOptions> = {}) {
  const snackbars: SigilError[] = []
  const blockchain = devnetBlockchainClient(devnet, {
    onSnackbar: (error) => snackbars.push(error),
    ...overrides,
  })
  return { blockchain, snackbars }
}

const requests = async (routeSuffix: string) =>
  (await admin.requests('blockchain')).filter((r) => r.path.includes(routeSuffix))

describe('blockchain service client against devnet', () => {
  it('R-API-11 supported chains, with projectId, st and sv', async () => {
    const { blockchain } = client()
    const chains = await blockchain.getSupportedChains()
    expect(chains.http).toEqual(expect.arrayContaining([network.caipNetworkId, otherNetwork.caipNetworkId]))
    const [request] = await requests('supported-chains')
    expect(request!.query).toMatchObject({ projectId: devnet.projectId, st: 'sigil', sv: '0.1.0' })
  })

  it('R-ACCT-24 calls for a network the service does not support are skipped', async () => {
    const { blockchain } = client()
    await expect(blockchain.getSwapTokens(unsupported)).rejects.toMatchObject({
      code: 'SWAPS_NETWORK_NOT_SUPPORTED',
    })
    await expect(blockchain.getGasPrice(unsupported)).rejects.toMatchObject({
      code: 'GAS_PRICE_NETWORK_NOT_SUPPORTED',
    })
    expect(
      await blockchain.getTransactions({ account: devnet.accounts[0]!.address, network: unsupported }),
    ).toEqual({
      data: [],
      next: null,
    })
    expect((await admin.requests('blockchain')).map((r) => r.path)).toEqual([
      '/blockchain/v1/supported-chains',
    ])
    expect(await blockchain.getSwapTokens(network)).toEqual(
      expect.arrayContaining([expect.objectContaining({ symbol: 'ETH', decimals: 18 })]),
    )
    expect(BigInt((await blockchain.getGasPrice(network)).standard)).toBeGreaterThan(0n)
  })

  it('R-API-12 R-ACCT-25 R-PERF-12 identity on EVM mainnets only, cached 5 min', async () => {
    const clock = createFakeClock()
    const { blockchain } = client({ clock })
    const alice = devnet.accounts[1]!.address
    const identity = await blockchain.getIdentity({
      address: alice,
      network,
      sender: devnet.accounts[0]!.address,
    })
    expect(identity).toEqual({
      name: 'alice.reown.id',
      avatar: expect.stringMatching(/\/avatars\/alice\.svg$/),
    })
    const [request] = await requests('/identity/')
    expect(request!.query.sender).toBe(devnet.accounts[0]!.address)
    expect(
      await blockchain.getIdentity({ address: alice, network: evmNetwork(network.id as number, true) }),
    ).toBe(undefined)
    expect(await blockchain.getIdentity({ address: alice, network: solana })).toBeUndefined()
    await clock.advanceAsync(5 * 60_000 - 1)
    expect(await blockchain.getIdentity({ address: alice, network })).toEqual(identity)
    expect(await requests('/identity/')).toHaveLength(1)
    await clock.advanceAsync(1)
    await blockchain.getIdentity({ address: alice, network })
    expect(await requests('/identity/')).toHaveLength(2)
  })

  it('R-API-41 when the identity call fails the reverse lookup gives the name', async () => {
    const { blockchain } = client()
    await admin.setFault('identity', 500, 1)
    expect(await blockchain.getIdentity({ address: devnet.accounts[1]!.address, network })).toMatchObject({
      name: 'alice.reown.id',
    })
    expect(await requests('/profile/reverse/')).toHaveLength(1)
  })

  it('R-API-13 R-ACCT-17 R-ACCT-20 R-ACCT-21 history pages by cursor, without spam, on the active chain', async () => {
    const { blockchain } = client()
    const account = devnet.accounts[0]!.address
    const pages = []
    for await (const page of blockchain.transactionPages({ account, network })) pages.push(page)
    expect(pages.length).toBeGreaterThan(1)
    const history = await requests('/history')
    expect(history).toHaveLength(pages.length)
    expect(history[0]!.query.cursor).toBeUndefined()
    for (let i = 1; i < history.length; i++) expect(history[i]!.query.cursor).toBe(pages[i - 1]!.next)
    expect(pages.at(-1)!.next).toBeNull()
    for (const request of history) expect(request.query.chainId).toBe(network.caipNetworkId)
    const transactions = pages.flatMap((page) => page.data)
    expect(transactions.length).toBeGreaterThan(0)
    for (const tx of transactions) {
      expect(tx.metadata.chain).toBe(network.caipNetworkId)
      expect(tx.transfers.length === 0 || tx.transfers.some((t) => !t.nft_info?.flags.is_spam)).toBe(true)
    }
  })

  it('R-ERR-03 a failed history fetch shows Failed to fetch transactions and an empty list', async () => {
    const { blockchain, snackbars } = client({ timeoutMs: 300 })
    const account = devnet.accounts[0]!.address
    for (const mode of [500, 'malformed', 'hang'] as const) {
      await admin.setFault('history', mode, 1)
      expect(await blockchain.getTransactions({ account, network })).toEqual({ data: [], next: null })
    }
    expect(snackbars.map((s) => s.shortMessage)).toEqual(Array(3).fill('Failed to fetch transactions'))
  })

  it('R-API-14 R-PERF-12 balances with currency, chainId and forceUpdate, cached 30 s', async () => {
    const clock = createFakeClock()
    const { blockchain, snackbars } = client({ clock })
    const address = devnet.accounts[0]!.address
    const balances = await blockchain.getBalances({ address, network })
    expect(balances.map((b) => b.symbol)).toEqual(expect.arrayContaining(['ETH', 'dUSD']))
    expect(balances[0]).toMatchObject({
      chainId: network.caipNetworkId,
      quantity: { numeric: expect.any(String) },
    })
    await clock.advanceAsync(29_999)
    await blockchain.getBalances({ address, network })
    expect(await requests('/balance')).toHaveLength(1)
    await clock.advanceAsync(1)
    await blockchain.getBalances({ address, network })
    await blockchain.getBalances({ address, network, forceUpdate: true })
    const sent = await requests('/balance')
    expect(sent).toHaveLength(3)
    expect(sent[0]!.query).toMatchObject({ currency: 'usd', chainId: network.caipNetworkId })
    // A refresh names the native coin (zero address) and every token listed, as CAIP-10 addresses.
    const dusd = balances.find((b) => b.symbol === 'dUSD')!.address!
    expect(sent[2]!.query.forceUpdate).toBe(
      `${network.caipNetworkId}:0x0000000000000000000000000000000000000000,${dusd}`,
    )
    expect(snackbars).toEqual([])
  })

  it('R-API-14 a refresh of named tokens sends only those on the network, the swap placeholder as the native coin', async () => {
    const { blockchain } = client()
    const address = devnet.accounts[1]!.address
    await blockchain.getBalances({
      address,
      network,
      forceUpdate: [
        `${network.caipNetworkId}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`,
        'eip155:1:0xnot-this-network',
        'true',
      ],
    })
    const [sent] = (await requests('/balance')).slice(-1)
    expect(sent!.query.forceUpdate).toBe(
      `${network.caipNetworkId}:0x0000000000000000000000000000000000000000`,
    )
  })

  it('R-ERR-02 a failed balance shows Token Balance Unavailable and blocks retries for 30 s', async () => {
    const clock = createFakeClock()
    const { blockchain, snackbars } = client({ clock })
    const address = devnet.accounts[2]!.address
    await admin.setFault('balance', 503, 1)
    expect(await blockchain.getBalances({ address, network })).toEqual([])
    await clock.advanceAsync(29_999)
    expect(await blockchain.getBalances({ address, network })).toEqual([])
    expect(await requests('/balance')).toHaveLength(1)
    await clock.advanceAsync(1)
    expect((await blockchain.getBalances({ address, network })).length).toBeGreaterThan(0)
    expect(await requests('/balance')).toHaveLength(2)
    expect(await blockchain.getBalances({ address, network: unsupported })).toEqual([])
    expect(snackbars.map((s) => s.shortMessage)).toEqual([
      'Token Balance Unavailable',
      'Token Balance Unavailable',
    ])
  })

  it('R-API-17 fungible price posts currency, addresses and projectId', async () => {
    const { blockchain } = client()
    const prices = await blockchain.getFungiblePrice({
      addresses: [`${network.caipNetworkId}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`],
    })
    expect(prices).toEqual([expect.objectContaining({ symbol: 'ETH', price: expect.any(Number) })])
  })

  it('R-API-22 R-API-42 R-ACCT-26 R-API-23 R-API-24 names resolve, reverse and suggest', async () => {
    const { blockchain } = client()
    const profile = await blockchain.resolveName('alice.reown.id', network)
    expect(Object.values(profile!.addresses)[0]!.address).toBe(devnet.accounts[1]!.address)
    expect(await blockchain.resolveName('nobody-here.reown.id')).toBeUndefined()
    expect(await blockchain.resolveName('alice.reown.id', solana)).toBeUndefined()
    expect(await requests('/profile/account/')).toHaveLength(2)
    expect((await blockchain.reverseName(devnet.accounts[1]!.address)).map((p) => p.name)).toEqual([
      'alice.reown.id',
    ])
    const suggestions = await blockchain.getNameSuggestions('alice')
    expect(suggestions).toEqual(expect.arrayContaining([{ name: 'alice.reown.id', registered: true }]))
    expect((await requests('/suggestions/'))[0]!.query.zone).toBe('reown.id')
  })

  it('R-API-25 registers a name with coin_type from the chain id', async () => {
    const { blockchain } = client()
    const signer = privateKeyToAccount(devnet.accounts[5]!.privateKey)
    const message = JSON.stringify({ name: 'service-test' })
    const signature = await signer.signMessage({ message })
    const profile = await blockchain.registerName({ address: signer.address, chainId: 1, message, signature })
    expect(profile.name).toBe('service-test.reown.id')
    expect((await blockchain.resolveName('service-test.reown.id'))?.addresses['60']?.address).toBe(
      signer.address,
    )
  })

  it('R-ERR-14 each name endpoint failing gives its error', async () => {
    const { blockchain } = client()
    await admin.setFault('profileAccount', 500, 1)
    await expect(blockchain.resolveName('alice.reown.id')).rejects.toMatchObject({
      message: 'Error resolving name',
    })
    await admin.setFault('profileSuggestions', 503, 1)
    await expect(blockchain.getNameSuggestions('alice')).rejects.toMatchObject({
      message: 'Error fetching name suggestions',
    })
    await admin.setFault('registerName', 'malformed', 1)
    await expect(
      blockchain.registerName({
        address: devnet.accounts[5]!.address,
        chainId: 1,
        message: '{}',
        signature: '0x00',
      }),
    ).rejects.toMatchObject({ message: 'Error registering name' })
  })

  it('R-API-29 R-API-30 lists the smart sessions of a CAIP-10 account and revokes one (empty answer)', async () => {
    const { blockchain } = client()
    const account = `${network.caipNetworkId}:${devnet.accounts[3]!.address}`
    const { pci } = await admin.grantPermission({ account })
    const [session] = await blockchain.getSmartSessions(account)
    expect(session).toMatchObject({ pci, project: { id: devnet.projectId } })
    expect(session!.revokedAt).toBeUndefined()
    expect(typeof session!.expiry).toBe('number')
    const owner = privateKeyToAccount(devnet.accounts[3]!.privateKey)
    await expect(
      blockchain.revokeSmartSession(account, { pci, signature: await owner.signMessage({ message: pci }) }),
    ).resolves.toBeUndefined()
    expect((await blockchain.getSmartSessions(account))[0]!.revokedAt).toEqual(expect.any(Number))
    await expect(blockchain.revokeSmartSession(account, { pci, signature: '0x00' })).rejects.toMatchObject({
      status: 400,
      body: { status: 'FAILED', reasons: [{ field: 'pci', description: `Permission is revoked: ${pci}` }] },
    })
    expect(
      await blockchain.getSmartSessions(`${network.caipNetworkId}:${devnet.accounts[4]!.address}`),
    ).toEqual([])
  })

  it('R-API-31 the swap token path can be configured', async () => {
    const { blockchain } = client({ swapPaths: { tokens: '/custom/tokens' } })
    const error = await blockchain.getSwapTokens(network).catch((e: unknown) => e)
    expect(error).toMatchObject({
      status: 404,
      url: expect.stringContaining('/blockchain/custom/tokens?chainId='),
    })
    const { blockchain: byDefault } = client()
    await byDefault.getSwapTokens(network)
    expect((await requests('/convert/tokens'))[0]!.query.chainId).toBe(network.caipNetworkId)
  })

  it('R-API-27 R-ERR-23 onramp options and quote fall back to the samples on the service 404', async () => {
    const { blockchain } = client()
    expect(await blockchain.getOnrampOptions()).toBe(SAMPLE_ONRAMP_OPTIONS)
    const order = { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100' }
    // No options to tell the served networks: the quote is asked, and its 404 gives the sample.
    const quote = await blockchain.getOnrampQuote({ ...order, network: 'devnet-a' })
    expect(quote).toMatchObject({ quoteId: 'sample', paymentTotal: { amount: '100', currency: 'USD' } })
    // A CAIP-2 network outside EVM and Solana is still refused before any request.
    await expect(
      blockchain.getOnrampQuote({ ...order, network: 'bip122:000000000019d6689c085ae165831e93' }),
    ).rejects.toMatchObject({ shortMessage: 'Network not supported for Onramp' })
  })
})
