import { type Connector, EXTRA_VIEWS, FEATURE_VIEWS, VIEWS, type View } from '@sigil/core'
import { createTestClient, type TestClientOptions } from '@sigil/test'
import { act, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { MESSAGES } from '../strings/messages.js'
import { createRecordingClient } from '../test/createRecordingClient.js'
import { cleanupModals, renderModal } from '../test/renderModal.js'
import { viewEntryOf } from './registry.js'
import { VIEW_TITLE_KEYS } from './titles.js'

afterEach(cleanupModals)

const connector = (id: string, type: Connector['type'], rdns?: string): Connector => ({
  id,
  type,
  name: id,
  chain: 'eip155',
  ...(rdns ? { info: { rdns } } : {}),
})

async function openOn(view: View, data?: unknown, options: TestClientOptions = {}) {
  const test = createTestClient({ ...options, solana: false })
  await test.client.ready()
  const rendered = await renderModal(test.client)
  await act(async () => test.client.open({ view, data }))
  await rendered.screen.findByRole('heading', { name: MESSAGES[VIEW_TITLE_KEYS[view]] })
  return { ...test, ...rendered }
}

async function connected(options: TestClientOptions = {}) {
  const test = createTestClient({
    ...options,
    evm: { connectors: [connector('Rabbit', 'ANNOUNCED', 'io.rabbit')], ...options.evm },
    solana: false,
  })
  await test.client.ready()
  await test.client.connect({ connectorId: 'Rabbit', namespace: 'eip155' })
  await test.client.refreshBalance('eip155')
  const rendered = await renderModal(test.client)
  await act(async () => test.client.open())
  await rendered.screen.findByRole('tablist')
  return { ...test, ...rendered }
}

describe('views', () => {
  it("R-UI-05 R-STATE-04 every view on core's lists is drawn, or (Activity) routed to Account on its tab", async () => {
    const { client, screen } = await connected()
    for (const view of [...VIEWS, ...FEATURE_VIEWS, ...EXTRA_VIEWS]) {
      if (viewEntryOf(view)) continue
      await act(async () => client.open({ view }))
      expect(client.getState().router.view, view).not.toBe(view)
      expect(viewEntryOf(client.getState().router.view), view).toBeDefined()
    }
    expect(client.getState().router).toMatchObject({ view: 'Account', data: { tab: 'Activity' } })
    await screen.findByRole('tabpanel', { name: 'Activity' })
    expect(screen.queryByText(MESSAGES['common.featureOff'])).toBeNull()
  })

  it.each(VIEWS)('R-UI-05 %s renders its title without error', async (view) => {
    const { shadow } = await openOn(view)
    const outlet = shadow.querySelector(`[data-view="${view}"]`)
    await waitFor(() => expect(outlet?.querySelector('[data-view-fallback]')).toBeNull())
    expect(outlet?.textContent?.length).toBeGreaterThan(0)
    expect(outlet?.querySelector('[data-view-error]')).toBeNull()
  })

  it('R-UI-06 Account has the tabs Tokens, NFTs and Activity in that order', async () => {
    const { screen } = await connected()
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent)
    expect(tabs).toEqual(['Tokens', 'NFTs', 'Activity'])
    fireEvent.click(screen.getByRole('tab', { name: 'Activity' }))
    expect(screen.getByRole('tab', { name: 'Activity' }).getAttribute('aria-selected')).toBe('true')
  })

  it('R-UI-22 Account shows the balance with 3 decimals and the profile as a truncated address', async () => {
    const { screen } = await connected({ evm: { balance: { balance: '1.23456', symbol: 'ETH' } } })
    expect(await screen.findByText('1.235 ETH')).toBeTruthy()
    expect(screen.getByText('0x1111…1111')).toBeTruthy()
  })

  it('R-UI-19 wallet feature buttons follow onramp, swaps, receive, send', async () => {
    const { shadow } = await connected({ features: { onramp: true, swaps: true, receive: true, send: true } })
    const labels = [...shadow.querySelectorAll('.sigil-feature')].map((button) => button.textContent)
    expect(labels).toEqual(['Buy', 'Swap', 'Receive', 'Send'])
  })

  it('R-UI-19 hides the feature buttons the features slice turns off', async () => {
    const { shadow } = await connected({
      features: { onramp: false, swaps: true, receive: true, send: false },
    })
    const labels = [...shadow.querySelectorAll('.sigil-feature')].map((button) => button.textContent)
    expect(labels).toEqual(['Swap', 'Receive'])
  })

  it('R-UI-18 shows a 30-character email whole and a 31-character one as its first 28 and an ellipsis', async () => {
    const thirty = 'abcdefghijklmnopqrst@example.c'
    expect(thirty).toHaveLength(30)
    const first = await openOn('EmailLogin', { email: thirty })
    expect(first.screen.getByTestId('email').textContent).toBe(thirty)
    await cleanupModals()
    const thirtyOne = `${thirty}o`
    const second = await openOn('EmailLogin', { email: thirtyOne })
    const shown = second.screen.getByTestId('email')
    const short = shown.querySelector('[aria-hidden="true"]')
    expect(short?.textContent).toBe(`${thirtyOne.slice(0, 28)}…`)
    // The whole address is one hover or focus away, and the one screen readers get.
    const reveal = shown.querySelector<HTMLElement>('[tabindex="0"]')
    expect(reveal?.textContent).toBe(`${short?.textContent}${thirtyOne}`)
  })

  it('ConnectingExternal connects, shows "Connection rejected" on a wallet rejection, and retries', async () => {
    const test = createTestClient({
      solana: false,
      evm: { connectors: [connector('Rabbit', 'ANNOUNCED', 'io.rabbit')] },
    })
    await test.client.ready()
    test.evm.behaviour.connect = 'reject'
    const { screen } = await renderModal(test.client)
    await act(async () => test.client.open({ view: 'ConnectingExternal', data: { connectorId: 'Rabbit' } }))
    expect(await screen.findByRole('heading', { name: 'Connection rejected' })).toBeTruthy()
    expect(test.evm.callsOf('connect').length).toBe(1)
    test.evm.behaviour.connect = 'succeed'
    test.clock.advance(2_000)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })))
    expect(test.evm.callsOf('connect').length).toBe(2)
    expect(test.client.getState().connection.status.eip155).toBe('connected')
  })

  it('UnsupportedChain lists the configured networks and switches to the one picked', async () => {
    const client = createRecordingClient()
    const { screen } = await renderModal(client)
    await act(async () => client.open({ view: 'UnsupportedChain' }))
    const base = await screen.findByRole('button', { name: /Base/ })
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
    fireEvent.click(base)
    expect(client.calls.find((call) => call.method === 'switchNetwork')?.args[0]).toMatchObject({
      name: 'Base',
    })
  })
})

describe('ProfileWallets', () => {
  const twoConnections = (multiWallet: boolean) =>
    createRecordingClient({
      state: (s) => ({
        features: { ...s.features, multiWallet },
        connection: {
          ...s.connection,
          activeConnectorId: { eip155: 'Rabbit' },
          connections: {
            eip155: [
              {
                connectorId: 'Rabbit',
                accounts: [{ address: '0x1111111111111111111111111111111111111111' }],
              },
              { connectorId: 'Fox', accounts: [{ address: '0x2222222222222222222222222222222222222222' }] },
            ],
          },
        },
      }),
    })

  it('R-STATE-31 lists only the active connection while multi-wallet is off', async () => {
    const client = twoConnections(false)
    const { shadow } = await renderModal(client)
    await act(async () => client.open({ view: 'ProfileWallets' }))
    await new Promise((resolve) => setTimeout(resolve, 0))
    await act(async () => undefined)
    const rows = [...shadow.querySelectorAll('.sigil-view .sigil-list-item')].map((row) => row.textContent)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toContain('Rabbit')
  })

  it('R-STATE-31 lists every connection while multi-wallet is on', async () => {
    const client = twoConnections(true)
    const { screen, shadow } = await renderModal(client)
    await act(async () => client.open({ view: 'ProfileWallets' }))
    await screen.findByText(/Fox/)
    expect(shadow.querySelectorAll('.sigil-view .sigil-list-item')).toHaveLength(2)
  })
})
