/**
 * Sigil's clients fed answers in the hosted services' own shapes, written from blockchain-api's
 * response types (src/handlers/history.rs, balance.rs, sessions/list.rs, sessions/revoke.rs,
 * profile/lookup.rs) and the registry config AppKit reads: nulls where the Rust types have
 * `Option`, fields left out where they `skip_serializing_if`, empty bodies, extra fields.
 */

import { createMemoryLogSink, silentLogger } from '@sigil/test'
import { describe, expect, it } from 'vitest'
import { mainnet } from '../../caip/networks/mainnet.js'
import type { SigilError } from '../../errors/SigilError.js'
import { resolveFeatures } from '../../features/resolveFeatures.js'
import { createLogger } from '../../logger/index.js'
import { createRegistryClient } from '../registry/createRegistryClient.js'
import { createBlockchainClient } from './createBlockchainClient.js'
import { SAMPLE_ONRAMP_OPTIONS } from './onrampSamples.js'

const ACCOUNT = '0x1111111111111111111111111111111111111111'
const USDC = 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
const ETH = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const ROUTER = '0x111111125421ca6dc452d289314280a0f8842a65'

type Answer = { status?: number; body?: unknown; text?: string }

/** A fetch that answers by path and records what was asked. */
function hosted(answers: Record<string, Answer>) {
  const asked: URL[] = []
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL(String(input))
    asked.push(url)
    const path = decodeURIComponent(url.pathname)
    const key = Object.keys(answers).find((suffix) => path.endsWith(suffix))
    const answer = key === undefined ? { status: 404, body: { status: 'FAILED' } } : answers[key]!
    const text = answer.text ?? (answer.body === undefined ? '' : JSON.stringify(answer.body))
    return new Response(text, { status: answer.status ?? 200 })
  }
  return { fetch: fetch as typeof globalThis.fetch, asked }
}

function blockchain(answers: Record<string, Answer>) {
  const service = hosted({ '/v1/supported-chains': { body: { http: ['eip155:1'], ws: [] } }, ...answers })
  const snackbars: SigilError[] = []
  const client = createBlockchainClient({
    baseUrl: 'https://rpc.walletconnect.org',
    projectId: 'p',
    sdkVersion: '0',
    fetch: service.fetch,
    logger: silentLogger(),
    onSnackbar: (error) => snackbars.push(error),
  })
  return { client, snackbars, asked: service.asked }
}

const transaction = (id: string, overrides: { chain?: string | null; fungible?: unknown } = {}) => ({
  id,
  metadata: {
    operationType: 'receive',
    hash: `0x${id}`,
    minedAt: '2025-01-01T00:00:00Z',
    sentFrom: '0x2222222222222222222222222222222222222222',
    sentTo: ACCOUNT,
    status: 'confirmed',
    nonce: 3,
    application: null,
    chain: 'chain' in overrides ? overrides.chain : 'eip155:1',
  },
  transfers: [
    {
      fungible_info: overrides.fungible ?? {
        name: 'USD Coin',
        symbol: 'USDC',
        icon: { url: 'https://x/i.png' },
      },
      nft_info: null,
      direction: 'in',
      quantity: { numeric: '1.5' },
      value: null,
      price: null,
    },
  ],
})

describe("Sigil's clients on the hosted services' answers", () => {
  it('R-API-13 R-ERR-03 a history entry with a null token name and symbol is kept; a null chain or a malformed entry is dropped alone', async () => {
    const { client, snackbars } = blockchain({
      '/history': {
        body: {
          data: [
            transaction('a', { fungible: { name: null, symbol: null, icon: null } }),
            transaction('b', { chain: null }),
            { id: 'c', metadata: 'not an object' },
            transaction('d'),
          ],
          next: 'cursor-2',
          extra: true,
        },
      },
    })
    const page = await client.getTransactions({ account: ACCOUNT, network: mainnet })
    expect(page.data.map((entry) => entry.id)).toEqual(['a', 'd'])
    expect(page.data[0]!.transfers[0]!.fungible_info).toEqual({
      name: undefined,
      symbol: undefined,
      icon: undefined,
    })
    expect(page.next).toBe('cursor-2')
    expect(snackbars).toEqual([])
  })

  it('R-API-14 balances: chainId left out is the network asked for; one bad item is dropped alone; a refresh names tokens by CAIP-10', async () => {
    const { client, asked, snackbars } = blockchain({
      '/balance': {
        body: {
          balances: [
            {
              name: 'Ether',
              symbol: 'ETH',
              price: 3000,
              quantity: { decimals: '18', numeric: '1.0' },
              iconUrl: 'https://x/eth.png',
            },
            {
              name: 'USD Coin',
              symbol: 'USDC',
              chainId: 'eip155:1',
              address: USDC,
              value: 2,
              price: 1,
              quantity: { decimals: '6', numeric: '2.0' },
              iconUrl: '',
            },
            { name: 'Broken', quantity: 'none' },
          ],
        },
      },
    })
    const list = await client.getBalances({ address: ACCOUNT, network: mainnet })
    expect(list.map((token) => [token.symbol, token.chainId])).toEqual([
      ['ETH', 'eip155:1'],
      ['USDC', 'eip155:1'],
    ])
    expect(snackbars).toEqual([])
    await client.getBalances({ address: ACCOUNT, network: mainnet, forceUpdate: true })
    const refresh = asked.filter((url) => url.pathname.endsWith('/balance')).at(-1)!
    expect(refresh.searchParams.get('forceUpdate')).toBe(
      `eip155:1:0x0000000000000000000000000000000000000000,${USDC}`,
    )
  })

  it('R-API-29 R-API-30 smart sessions: { pcis } with null context and revokedAt; the revoke answer is an empty 200', async () => {
    const { client } = blockchain({
      '/revoke': { text: '' },
      [`/v1/sessions/eip155:1:${ACCOUNT}`]: {
        body: {
          pcis: [
            {
              project: { id: 'p', name: 'App', url: null, iconUrl: null },
              pci: 'pci-1',
              expiry: 1_900_000_000,
              createdAt: 1_800_000_000,
              permissions: [{ type: 'contract-call', data: { address: '0x1' } }],
              policies: [],
              context: null,
              revokedAt: null,
            },
          ],
        },
      },
    })
    const [session] = await client.getSmartSessions(`eip155:1:${ACCOUNT}`)
    expect(session).toMatchObject({ pci: 'pci-1', expiry: 1_900_000_000, project: { name: 'App' } })
    expect(session!.revokedAt).toBeUndefined()
    await expect(
      client.revokeSmartSession(`eip155:1:${ACCOUNT}`, { pci: 'pci-1', signature: '0x' }),
    ).resolves.toBe(undefined)
  })

  it('R-ACCT-26 a name lookup asks apiVersion=2 and reads [] as not registered', async () => {
    const { client, asked } = blockchain({ '/v1/profile/account/nobody.reown.id': { body: [] } })
    expect(await client.resolveName('nobody.reown.id', mainnet)).toBeUndefined()
    expect(asked.at(-1)!.searchParams.get('apiVersion')).toBe('2')
  })

  it('R-API-18 R-API-21 swap allowance is a string of digits; the approval (eip155 with gasPrice only) targets tx.from', async () => {
    const { client, asked } = blockchain({
      '/v1/convert/allowance': { body: { allowance: '0' } },
      '/v1/convert/build-approve': {
        body: {
          tx: {
            from: USDC,
            to: USDC,
            data: `0x095ea7b3${ROUTER.slice(2).padStart(64, '0')}${'f'.repeat(64)}`,
            value: '0',
            eip155: { gasPrice: '12000000000' },
          },
        },
      },
    })
    const allowance = await client.getSwapAllowance({ network: mainnet, account: ACCOUNT, token: USDC })
    expect(allowance).toBe(0n)
    const approval = await client.buildSwapApproval({
      network: mainnet,
      account: ACCOUNT,
      from: USDC,
      to: ETH,
    })
    expect(approval).toMatchObject({
      to: USDC.slice('eip155:1:'.length),
      value: 0n,
      gasPrice: 12_000_000_000n,
    })
    expect(approval.gas).toBeUndefined()
    const approve = asked.find((url) => url.pathname.endsWith('/build-approve'))!
    expect(approve.searchParams.get('userAddress')).toBe(`eip155:1:${ACCOUNT}`)
  })

  it('R-API-20 the swap build: ConvertTx with eip155 gas and gasPrice as strings, or eip155 left out', async () => {
    const tx = {
      from: `eip155:1:${ACCOUNT}`,
      to: `eip155:1:${ROUTER}`,
      data: '0x12aa3caf',
      amount: '2990000',
    }
    const estimated = blockchain({
      '/v1/convert/build-transaction': {
        body: { tx: { ...tx, eip155: { gas: '210000', gasPrice: '12000000000' }, extra: 1 } },
      },
    })
    const swap = await estimated.client.buildSwapTransaction({
      network: mainnet,
      account: ACCOUNT,
      from: ETH,
      to: USDC,
      amount: '1000000000000000',
    })
    expect(swap).toEqual({
      to: ROUTER,
      data: '0x12aa3caf',
      value: 1_000_000_000_000_000n,
      gas: 210_000n,
      gasPrice: 12_000_000_000n,
      toAmount: 2_990_000n,
    })
    const bare = blockchain({ '/v1/convert/build-transaction': { body: { tx } } })
    const unestimated = await bare.client.buildSwapTransaction({
      network: mainnet,
      account: ACCOUNT,
      from: USDC,
      to: ETH,
      amount: '1000000',
    })
    expect(unestimated).toMatchObject({ to: ROUTER, value: 0n, gas: undefined, gasPrice: undefined })
  })

  it('R-API-25 a registration answers NameAndAddresses: null attributes and *_at dates are read as a profile', async () => {
    const { client } = blockchain({
      '/v1/profile/account': {
        body: {
          name: 'carol.reown.id',
          registered_at: '2025-01-01T00:00:00Z',
          updated_at: '2025-01-01T00:00:00Z',
          attributes: null,
          addresses: { '60': { address: ACCOUNT, created_at: '2025-01-01T00:00:00Z' } },
        },
      },
    })
    const profile = await client.registerName({
      address: ACCOUNT,
      chainId: 1,
      message: JSON.stringify({ name: 'carol.reown.id', attributes: {}, timestamp: 1_700_000_000 }),
      signature: '0x01',
    })
    expect(profile).toMatchObject({
      name: 'carol.reown.id',
      attributes: {},
      addresses: { '60': { address: ACCOUNT } },
    })
  })

  it('R-API-27 R-API-28 R-ERR-23 the hosted service has no onramp options or quote route: its 404 gives the samples', async () => {
    const { client, asked } = blockchain({})
    expect(await client.getOnrampOptions()).toEqual(SAMPLE_ONRAMP_OPTIONS)
    const quote = await client.getOnrampQuote({
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      amount: '100',
      network: 'ethereum',
    })
    expect(quote.quoteId).toBe('sample')
    expect(asked.map((url) => url.pathname)).toEqual(
      expect.arrayContaining(['/v1/onramp/options', '/v1/onramp/quote']),
    )
  })

  it('R-API-02 R-API-03 a dashboard answer as the registry sends it decides the features AppKit would', async () => {
    const { fetch } = hosted({
      '/appkit/v1/config': {
        body: {
          features: [
            { id: 'multi_wallet', isEnabled: true, config: [] },
            { id: 'activity', isEnabled: true, config: null },
            { id: 'swap', isEnabled: false, config: [] },
            { id: 'event_tracking', isEnabled: true, config: null },
            { id: 'social_login', isEnabled: true, config: ['email', 'google'] },
            { id: 'payments', isEnabled: true, config: [] },
            { id: 'reown_branding', isEnabled: false, config: [] },
          ],
        },
      },
    })
    const registry = createRegistryClient({
      baseUrl: 'https://api.web3modal.org',
      projectId: 'p',
      sdkVersion: '0',
      fetch,
      logger: silentLogger(),
    })
    const { features: remote } = await registry.getProjectConfig()
    const log = createMemoryLogSink()
    const features = resolveFeatures({
      local: { swaps: true, activity: false },
      remote,
      logger: createLogger({ sink: log.sink }),
    })
    expect(features).toMatchObject({
      email: true,
      socials: ['google'],
      swaps: false,
      onramp: false,
      activity: false,
      reownBranding: false,
      multiWallet: true,
    })
    expect(log.records.map((record) => record.message)).toEqual([
      expect.stringContaining('settings are ignored: swaps'),
    ])
  })
})
