import { type Connector, defineNetwork } from '@sigil/core'
import { FAILED_TO_FETCH_TRANSACTIONS } from '@sigil/core/internal'
import { createFakeAdapter, createTestClient, type TestClientOptions, testMainnet } from '@sigil/test'
import { act, fireEvent, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { LoadAccountList, LoadAccountListParameters } from '../../modal/ModalOptionsContext.js'

import { cleanupModals, renderModal } from '../../test/renderModal.js'
import { ACTIVITY_OVERSCAN } from './ActivityList.js'

afterEach(async () => {
  await cleanupModals()
  vi.unstubAllGlobals()
})

const rabbit: Connector = {
  id: 'Rabbit',
  type: 'ANNOUNCED',
  name: 'Rabbit',
  chain: 'eip155',
  info: { rdns: 'io.rabbit' },
}
const ADDRESS = '0x1111111111111111111111111111111111111111'

const TOKEN = {
  name: 'Devnet USD',
  symbol: 'dUSD',
  chainId: 'eip155:1',
  value: 9853.75,
  price: 1,
  quantity: { decimals: '6', numeric: '9853.75' },
  iconUrl: '',
}
const TRANSFER = {
  id: '0xa1',
  metadata: {
    minedAt: '2025-05-14T09:41:00Z',
    chain: 'eip155:1',
    operationType: 'send',
    status: 'confirmed',
    sentFrom: ADDRESS,
    sentTo: '0x2',
  },
  transfers: [
    { fungible_info: { name: 'Ether', symbol: 'ETH' }, direction: 'out', quantity: { numeric: '0.5' } },
  ],
}

/** A connected client on Account, with the given modal options and config. */
async function openAccount(options: Parameters<typeof renderModal>[1] = {}, config: TestClientOptions = {}) {
  const test = createTestClient({ solana: false, evm: { connectors: [rabbit] }, ...config })
  await test.client.ready()
  await test.client.connect({ connectorId: 'Rabbit', namespace: 'eip155' })
  const rendered = await renderModal(test.client, options)
  await act(async () => test.client.open())
  const panel = await rendered.screen.findByRole('tabpanel')
  const tab = async (name: string) => {
    await act(async () => fireEvent.click(rendered.screen.getByRole('tab', { name })))
    return rendered.screen.getByRole('tabpanel', { name })
  }
  return { ...test, ...rendered, panel, tab }
}

/** A loader that records its calls and answers per kind. */
function recordingLoader(answers: Record<string, readonly unknown[]>) {
  const calls: { kind: string; parameters: LoadAccountListParameters }[] = []
  const loader: LoadAccountList = async (kind, parameters) => {
    calls.push({ kind, parameters })
    return answers[kind] ?? []
  }
  return { calls, loader }
}

describe('Account tabs', () => {
  it('R-UI-06 R-ACCT-02 R-UI-22 each tab loads its list for the account and network when first shown', async () => {
    const { calls, loader } = recordingLoader({
      tokens: [TOKEN],
      nfts: [{ id: 'n1', name: 'Devnet Collectibles #1' }],
      activity: [TRANSFER],
    })
    const { panel, tab } = await openAccount({ loadAccountList: loader })
    const token = await within(panel).findByTestId('token-row')
    expect(token.textContent).toContain('Devnet USD')
    expect(token.textContent).toContain('9,853.750 dUSD')
    expect(token.textContent).toContain('$9,853.75')
    expect(calls.map((call) => call.kind)).toEqual(['tokens'])
    expect(calls[0]?.parameters).toMatchObject({
      namespace: 'eip155',
      address: ADDRESS,
      network: testMainnet,
    })

    const nfts = await tab('NFTs')
    expect((await within(nfts).findByTestId('nft-tile')).textContent).toBe('Devnet Collectibles #1')
    const activity = await tab('Activity')
    const row = await within(activity).findByTestId('activity-row')
    expect(row.textContent).toContain('Sent')
    expect(row.textContent).toContain('−0.500 ETH')
    expect(calls.map((call) => call.kind)).toEqual(['tokens', 'nfts', 'activity'])
  })

  it('R-ACCT-02 R-ACCT-17 a history page of 10,000 transactions renders only the rows in its window, wherever it is scrolled', async () => {
    const many = Array.from({ length: 10_000 }, (_, index) => ({
      ...TRANSFER,
      id: `0x${index.toString(16)}`,
    }))
    const { tab } = await openAccount({ loadAccountList: recordingLoader({ activity: many }).loader })
    const activity = await tab('Activity')
    await within(activity).findAllByTestId('activity-row')
    // The window (376 px, rows counted at 64 px before they are measured) and the overscan.
    const bound = Math.ceil(376 / 64) + 2 * ACTIVITY_OVERSCAN
    const items = () => within(activity).getAllByRole('listitem')
    expect(items().length).toBeLessThanOrEqual(bound)
    expect(items()[0]!.getAttribute('aria-posinset')).toBe('1')
    expect(items()[0]!.getAttribute('aria-setsize')).toBe('10000')
    // The track stands for every row, so the scrollbar tells how long the history is.
    const list = within(activity).getByRole('list', { name: 'Activity' })
    expect(list.style.height).toBe(`${10_000 * 64}px`)
    const window = within(activity).getByTestId('activity-window')
    await act(async () => {
      window.scrollTop = 64 * 10_000
      fireEvent.scroll(window)
    })
    expect(items().length).toBeLessThanOrEqual(bound)
    expect(items().at(-1)!.getAttribute('aria-posinset')).toBe('10000')
    expect(items().at(-1)!.style.top).toBe(`${9_999 * 64}px`)
    await act(async () => {
      window.scrollTop = 64 * 5_000
      fireEvent.scroll(window)
    })
    expect(items().length).toBeLessThanOrEqual(bound)
    expect(items().map((item) => item.getAttribute('aria-posinset'))).toContain('5001')
  })

  it('R-ACCT-17 the window nearing the end of a page asks for the next one, and the set grows', async () => {
    const page = (from: number) =>
      Array.from({ length: 30 }, (_, index) => ({ ...TRANSFER, id: `0x${(from + index).toString(16)}` }))
    const cursors: (string | undefined)[] = []
    const loadActivityPage = async ({ cursor }: { cursor?: string }) => {
      cursors.push(cursor)
      return cursor ? { items: page(30) } : { items: page(0), next: 'page-2' }
    }
    const { tab } = await openAccount({ loadAccountList: recordingLoader({}).loader, loadActivityPage })
    const activity = await tab('Activity')
    await within(activity).findAllByTestId('activity-row')
    expect(cursors).toEqual([undefined])
    const window = within(activity).getByTestId('activity-window')
    await act(async () => {
      window.scrollTop = 64 * 30
      fireEvent.scroll(window)
    })
    await waitFor(() =>
      expect(within(activity).getAllByRole('listitem')[0]!.getAttribute('aria-setsize')).toBe('60'),
    )
    expect(cursors).toEqual([undefined, 'page-2'])
    expect(within(activity).queryByTestId('activity-more')).toBeNull()
  })

  it('shows a loading state until the list arrives, then the empty state', async () => {
    let answer: (items: readonly unknown[]) => void = () => undefined
    const loader: LoadAccountList = (kind) =>
      kind === 'nfts' ? new Promise((resolve) => (answer = resolve)) : Promise.resolve([])
    const { tab } = await openAccount({ loadAccountList: loader })
    const nfts = await tab('NFTs')
    expect(within(nfts).getByTestId('tab-loading').getAttribute('aria-busy')).toBe('true')
    await act(async () => answer([]))
    expect(within(nfts).getByText('No NFTs yet')).toBeTruthy()
  })

  it('a failed list shows its message and a retry that loads it again', async () => {
    let fail = true
    const loader: LoadAccountList = async (kind) => {
      if (kind === 'activity' && fail) throw new Error('The service is down')
      return kind === 'activity' ? [TRANSFER] : []
    }
    const { tab } = await openAccount({ loadAccountList: loader })
    const activity = await tab('Activity')
    // The catalogue's words, not the loader's own text.
    expect((await within(activity).findByRole('alert')).textContent).toContain('Failed to fetch transactions')
    fail = false
    await act(async () => fireEvent.click(within(activity).getByRole('button', { name: 'Try again' })))
    expect(await within(activity).findByTestId('activity-row')).toBeTruthy()
  })

  it("R-ERR-03 from config.services: a failed history fetch raises the 'Failed to fetch transactions' snackbar and Activity lists nothing", async () => {
    const requested: string[] = []
    vi.stubGlobal('fetch', async (input: string | URL | Request) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url)
      requested.push(url.pathname)
      if (url.pathname.endsWith('/v1/supported-chains')) return Response.json({ http: ['eip155:1'], ws: [] })
      if (url.pathname.endsWith('/balance')) return Response.json({ balances: [TOKEN] })
      return new Response('down', { status: 500 })
    })
    const { client, panel, tab } = await openAccount(
      {},
      { services: { blockchainUrl: 'http://127.0.0.1:9/blockchain' } },
    )
    expect((await within(panel).findByTestId('token-row')).textContent).toContain('Devnet USD')
    const activity = await tab('Activity')
    expect((await within(activity).findByRole('alert')).textContent).toContain(
      FAILED_TO_FETCH_TRANSACTIONS.message,
    )
    expect(within(activity).queryByTestId('activity-row')).toBeNull()
    await waitFor(() =>
      expect(client.getState().toasts.map((toast) => [toast.message, toast.variant])).toContainEqual([
        'Failed to fetch transactions',
        'error',
      ]),
    )
    expect(requested.some((path) => path === `/blockchain/v1/account/${ADDRESS}/history`)).toBe(true)
  })

  it('an explicit loadAccountList wins over the one config.services would give', async () => {
    const fetch = vi.fn(async () => Response.json({}))
    vi.stubGlobal('fetch', fetch)
    const { loader } = recordingLoader({ tokens: [TOKEN] })
    const { panel } = await openAccount(
      { loadAccountList: loader },
      { services: { blockchainUrl: 'http://127.0.0.1:9/blockchain' } },
    )
    expect((await within(panel).findByTestId('token-row')).textContent).toContain('Devnet USD')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('without a loader or services, each tab says its list is not available here', async () => {
    const { panel, tab } = await openAccount()
    expect(panel.textContent).toBe('Token balances are not available here.')
    expect((await tab('Activity')).textContent).toBe('Activity is not available here.')
  })
})

describe('Account tabs per namespace', () => {
  it('R-ACCT-32 R-UI-06 on Solana there is no activity history: Tokens and NFTs only; on EVM all three', async () => {
    const solanaNetwork = defineNetwork({
      id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      chainNamespace: 'solana',
      name: 'Solana',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: ['https://solana.example'] } },
    })
    const phantom: Connector = { id: 'Phantom', type: 'ANNOUNCED', name: 'Phantom', chain: 'solana' }
    const test = createTestClient({
      solana: false,
      networks: [solanaNetwork],
      adapters: [
        createFakeAdapter({
          namespace: 'solana',
          connectors: [phantom],
          address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
          chainId: solanaNetwork.id,
        }),
      ],
    })
    await test.client.ready()
    await test.client.connect({ connectorId: 'Phantom', namespace: 'solana' })
    const rendered = await renderModal(test.client)
    await act(async () => test.client.open())
    await rendered.screen.findByRole('tabpanel')
    expect(rendered.screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Tokens', 'NFTs'])
    await cleanupModals()
    const evm = await openAccount()
    expect(evm.screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Tokens',
      'NFTs',
      'Activity',
    ])
  })
})

describe('Account opened on a tab', () => {
  it('R-STATE-04 R-UI-06 R-ACCT-02 open({ view: Activity }) shows Account with its Activity tab chosen and the history loaded', async () => {
    const { calls, loader } = recordingLoader({ tokens: [TOKEN], activity: [TRANSFER] })
    const test = createTestClient({ solana: false, evm: { connectors: [rabbit] } })
    await test.client.ready()
    await test.client.connect({ connectorId: 'Rabbit', namespace: 'eip155' })
    const rendered = await renderModal(test.client, { loadAccountList: loader })
    await act(async () => test.client.open({ view: 'Activity' }))
    const panel = await rendered.screen.findByRole('tabpanel', { name: 'Activity' })
    expect(rendered.screen.getByRole('tab', { name: 'Activity' }).getAttribute('aria-selected')).toBe('true')
    expect((await within(panel).findByTestId('activity-row')).textContent).toContain('Sent')
    expect(calls.map((call) => call.kind)).toEqual(['activity'])
    expect(rendered.screen.queryByText('This feature is not enabled.')).toBeNull()
  })

  it('R-STATE-14 router.push(Activity) while Account shows Tokens moves to the Activity tab', async () => {
    const { panel, client, screen } = await openAccount({
      loadAccountList: recordingLoader({ tokens: [TOKEN], activity: [TRANSFER] }).loader,
    })
    expect(panel.getAttribute('aria-label')).toBe('Tokens')
    await act(async () => client.router.push('Activity'))
    const activity = await screen.findByRole('tabpanel', { name: 'Activity' })
    expect((await within(activity).findByTestId('activity-row')).textContent).toContain('Sent')
  })

  it('R-STATE-33 R-API-02 with the activity feature off Account has no Activity tab and opening Activity is refused', async () => {
    const { client, screen } = await openAccount({}, { features: { activity: false } })
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Tokens', 'NFTs'])
    await expect(client.open({ view: 'Activity' })).rejects.toMatchObject({ code: 'INVALID_INPUT' })
  })
})
