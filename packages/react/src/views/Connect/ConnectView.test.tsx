import type { Connector, ConnectorGroup } from '@sigil/core'
import { createFakeAuthConnector, createTestClient } from '@sigil/test'
import { act, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ModalDataSources, WalletListing } from '../../modal/ModalOptionsContext.js'
import { cleanupModals, renderModal } from '../../test/renderModal.js'

afterEach(cleanupModals)

const connector = (id: string, type: Connector['type'], rdns?: string): Connector => ({
  id,
  type,
  name: id,
  chain: 'eip155',
  ...(rdns ? { info: { rdns } } : {}),
})

async function openConnect(
  connectors: Connector[],
  features: Record<string, unknown> = {},
  sources: ModalDataSources = {},
  { isMobile = false }: { isMobile?: boolean } = {},
) {
  const auth = createFakeAuthConnector()
  const test = createTestClient({
    solana: false,
    evm: { connectors: connectors },
    ...auth.config,
    features,
    isMobile: () => isMobile,
  })
  await test.client.ready()
  // The view's module is loaded first, so its lazy chunk resolves at once however busy the machine is.
  await import('./ConnectView.js')
  const rendered = await renderModal(test.client, sources)
  await act(async () => test.client.open({ view: 'Connect' }))
  await waitFor(() => expect(rendered.shadow.querySelector('section[data-method]')).not.toBeNull())
  const methods = () =>
    [...rendered.shadow.querySelectorAll<HTMLElement>('section[data-method]')].map((s) => s.dataset.method)
  const groups = () =>
    [...rendered.shadow.querySelectorAll<HTMLElement>('[data-group]')].map((g) => g.dataset.group)
  return { ...test, ...rendered, methods, groups, auth }
}

describe('Connect', () => {
  it('with no wallet installed and no wallet registry, says so and what to do', async () => {
    const { screen } = await openConnect([])
    expect(
      screen.getByText(
        'No wallet is installed in this browser. Install a wallet extension, then reload this page.',
      ),
    ).toBeTruthy()
  })

  it.each([
    [42, '42'],
    [1e9, undefined],
    [-3, undefined],
    [Number.NaN, undefined],
  ])('R-SEC-11 a registry count of %s shows on All wallets as %s', async (count, badge) => {
    const walletCount = vi.fn(async () => count)
    const { screen } = await openConnect(
      [connector('Rabbit', 'ANNOUNCED', 'io.rabbit')],
      {},
      {
        walletCount,
        loadWallets: async () => ({ wallets: [], count }),
      },
    )
    const all = await screen.findByRole('button', { name: /All wallets/ })
    await waitFor(() => expect(walletCount).toHaveBeenCalled())
    // The count's answer is rendered before the badge is looked at.
    await act(async () => walletCount.mock.results[0]?.value)
    if (badge) await waitFor(() => expect(all.querySelector('.sigil-badge')?.textContent).toBe(badge))
    else expect(all.querySelector('.sigil-badge')).toBeNull()
  })

  it('says nothing of the kind once a wallet is installed', async () => {
    const { screen } = await openConnect([connector('Rabbit', 'ANNOUNCED', 'io.rabbit')])
    expect(screen.queryByText(/No wallet is installed/)).toBeNull()
  })

  it('R-UI-07 orders the connect methods email, social, wallet when no wallet is installed', async () => {
    const { methods } = await openConnect([connector('Phone', 'WALLET_CONNECT')], {
      email: true,
      socials: ['google'],
    })
    expect(methods()).toEqual(['email', 'social', 'wallet'])
  })

  it('R-UI-08 puts wallet first when an announced wallet is shown', async () => {
    const { methods } = await openConnect([connector('Rabbit', 'ANNOUNCED', 'io.rabbit')], {
      email: true,
      socials: ['google'],
    })
    expect(methods()).toEqual(['wallet', 'email', 'social'])
  })

  it('R-EMBED-08 a social sign-in under way says its steps in the chosen language, and its buttons stay focusable (busy, not disabled) so focus never leaves the dialog', async () => {
    const auth = createFakeAuthConnector()
    let fail: (error: Error) => void = () => {}
    let calls = 0
    auth.steer.connectSocial = (_provider, onState) => {
      calls += 1
      onState?.('popupOpened')
      return new Promise<void>((_, reject) => {
        fail = reject
      })
    }
    const test = createTestClient({
      solana: false,
      ...auth.config,
      locale: 'de',
      features: { socials: ['google', 'x'] },
    })
    await test.client.ready()
    await import('./ConnectView.js')
    const { screen } = await renderModal(test.client)
    await act(async () => test.client.open({ view: 'Connect' }))
    const google = await screen.findByRole('button', { name: 'Weiter mit Google' })
    google.focus()
    await act(async () => fireEvent.click(google))
    expect((await screen.findByRole('status')).textContent).toBe('Weiter im Fenster von Google.')
    expect(google.getAttribute('aria-disabled')).toBe('true')
    expect(google.hasAttribute('disabled')).toBe(false)
    expect(screen.getByRole('button', { name: 'Weiter mit X' }).getAttribute('aria-disabled')).toBe('true')
    // Busy: another press starts nothing.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Weiter mit X' })))
    expect(calls).toBe(1)

    await act(async () => fail(new Error('Popup closed')))
    await screen.findByRole('alert')
    expect(google.hasAttribute('aria-disabled')).toBe(false)
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('R-EMBED-23 offers no email without the embedded wallet, and no social button that leads nowhere', async () => {
    const test = createTestClient({ solana: false, features: { email: true, socials: ['google'] } })
    await test.client.ready()
    await import('./ConnectView.js')
    const rendered = await renderModal(test.client)
    await act(async () => test.client.open({ view: 'Connect' }))
    await waitFor(() => expect(rendered.shadow.querySelector('section[data-method]')).not.toBeNull())
    const shown = [...rendered.shadow.querySelectorAll<HTMLElement>('section[data-method]')].map(
      (s) => s.dataset.method,
    )
    expect(shown).toEqual(['wallet'])
    expect(rendered.shadow.querySelector('.sigil-social')).toBeNull()
  })

  it('R-UI-09 renders the connector groups in the default order', async () => {
    const { groups } = await openConnect([
      connector('Outside', 'EXTERNAL'),
      connector('Rabbit', 'ANNOUNCED', 'io.rabbit'),
      connector('Phone', 'WALLET_CONNECT'),
    ])
    expect(groups()).toEqual(['walletConnect', 'injected', 'external'])
  })

  it('R-UI-10 follows a configured connector group order', async () => {
    const order: ConnectorGroup[] = ['external', 'injected', 'walletConnect']
    const { groups } = await openConnect(
      [
        connector('Outside', 'EXTERNAL'),
        connector('Rabbit', 'ANNOUNCED', 'io.rabbit'),
        connector('Phone', 'WALLET_CONNECT'),
      ],
      { connectorGroupOrder: order },
    )
    expect(groups()).toEqual(order)
  })

  it('names wallet buttons by the wallet, badges installed ones, and connects from the click through ConnectingExternal', async () => {
    const {
      screen,
      client,
      evm: adapter,
    } = await openConnect([connector('Rabbit', 'ANNOUNCED', 'io.rabbit')])
    const button = screen.getByRole('button', { name: 'Rabbit' })
    expect(button.textContent).toContain('Installed')
    adapter.behaviour.connect = 'pending'
    fireEvent.click(button)
    // The wallet is asked in the click itself, not once the next view has rendered.
    expect(adapter.callsOf('connect').length).toBe(1)
    expect(client.getState().router.view).toBe('ConnectingExternal')
    expect(client.getState().router.data).toEqual({ connectorId: 'Rabbit', namespace: 'eip155' })
    expect(client.getState().connection.status.eip155).toBe('connecting')
    await act(async () => undefined)
    expect(await screen.findByText('Continue in Rabbit')).toBeDefined()
    expect(adapter.callsOf('connect').length).toBe(1)
  })

  it('R-EMBED-13 sends the code through the embedded wallet, then shows EmailLogin; offers All wallets', async () => {
    const { screen, client, auth } = await openConnect([], { email: true })
    // Not an address: said in our words, and the embedded wallet is not asked.
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'me@example' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })))
    expect(screen.getByRole('alert').textContent).toBe('Enter a valid email address')
    expect(auth.calls).toEqual([])
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'me@example.com' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })))
    await waitFor(() => expect(client.getState().router.view).toBe('EmailLogin'))
    expect(client.getState().router.data).toEqual({ email: 'me@example.com', action: 'VERIFY_OTP' })
    expect(auth.calls).toEqual([{ method: 'connectEmail', value: 'me@example.com' }])
    await act(async () => client.router.goBack())
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: /All wallets/ })))
    expect(client.getState().router.view).toBe('AllWallets')
  })

  it('R-EMBED-13 an email whose device the secure site already verified (CONNECT) connects without a code', async () => {
    const { screen, client, auth, evm: adapter } = await openConnect([], { email: true })
    auth.steer.emailAction = 'CONNECT'
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'me@example.com' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })))
    await waitFor(() => expect(adapter.callsOf('connect').length).toBe(1))
    expect(client.getState().router.view).not.toBe('EmailLogin')
  })

  it('R-STATE-02 an EXTERNAL connector supplied by an adapter is listed with the others and connects like any other', async () => {
    const hardware: Connector = { id: 'hardware', type: 'EXTERNAL', name: 'Hardware Wallet', chain: 'eip155' }
    const {
      screen,
      client,
      evm: adapter,
      shadow,
    } = await openConnect([connector('Rabbit', 'ANNOUNCED', 'io.rabbit'), hardware])
    const listed = shadow.querySelector('[data-group="external"]')
    expect(listed?.textContent).toContain('Hardware Wallet')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Hardware Wallet' })))
    await waitFor(() => expect(client.getState().connection.status.eip155).toBe('connected'))
    expect(adapter.callsOf('connect').length).toBe(1)
    expect(client.getState().connection.activeConnectorId.eip155).toBe('hardware')
    expect(client.getState().accounts.eip155.address).toBe('0x1111111111111111111111111111111111111111')
  })

  describe('registry wallets', () => {
    const listing = (name: string, rdns?: string): WalletListing => ({
      id: `id-${name}`,
      name,
      imageId: `image-${name}`,
      ...(rdns ? { rdns } : {}),
    })
    const registryWallets = (featured: WalletListing[], recommended: WalletListing[]) => ({
      loadConnectWallets: vi.fn(async () => ({ featured, recommended })),
      loadWalletImage: vi.fn(async (imageId: string) => `blob:${imageId}`),
    })
    const namesIn = (shadow: ShadowRoot, group: string) =>
      [...shadow.querySelectorAll(`[data-group="${group}"] button`)].map((b) => b.getAttribute('aria-label'))

    it('R-UI-09 the featured and recommended wallets take their places among the connector groups', async () => {
      const sources = registryWallets([listing('Kestrel')], [listing('Osprey')])
      const { groups, shadow } = await openConnect(
        [
          connector('Outside', 'EXTERNAL'),
          connector('Rabbit', 'ANNOUNCED', 'io.rabbit'),
          connector('Phone', 'WALLET_CONNECT'),
        ],
        {},
        sources,
      )
      await waitFor(() => expect(groups()).toContain('recommended'))
      expect(groups()).toEqual(['walletConnect', 'injected', 'featured', 'external', 'recommended'])
      expect(namesIn(shadow, 'featured')).toEqual(['Kestrel'])
      expect(namesIn(shadow, 'recommended')).toEqual(['Osprey'])
      expect(sources.loadConnectWallets).toHaveBeenCalledTimes(1)
      // Each registry wallet shows its registry image.
      await waitFor(() =>
        expect(shadow.querySelector('[data-group="featured"] img')?.getAttribute('src')).toBe(
          'blob:image-Kestrel',
        ),
      )
    })

    it('R-UI-20 shows at most 4 featured and 4 recommended wallets, and an installed wallet once, as installed', async () => {
      const featured = ['A', 'B', 'C', 'D', 'E', 'F'].map((name) => listing(`Featured ${name}`))
      const recommended = [
        listing('Rabbit', 'io.rabbit'),
        ...['A', 'B', 'C', 'D', 'E'].map((n) => listing(`Pick ${n}`)),
      ]
      const { shadow, groups } = await openConnect(
        [connector('Rabbit', 'ANNOUNCED', 'io.rabbit')],
        {},
        registryWallets(featured, recommended),
      )
      await waitFor(() => expect(groups()).toContain('recommended'))
      expect(namesIn(shadow, 'featured')).toEqual(['Featured A', 'Featured B', 'Featured C', 'Featured D'])
      expect(namesIn(shadow, 'recommended')).toEqual(['Pick A', 'Pick B', 'Pick C', 'Pick D'])
      expect(namesIn(shadow, 'injected')).toEqual(['Rabbit'])
    })

    it('a registry wallet without a connector opens ConnectingWalletConnect for that wallet', async () => {
      const { screen, client } = await openConnect([], {}, registryWallets([listing('Kestrel')], []))
      await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Kestrel' })))
      expect(client.getState().router).toMatchObject({
        view: 'ConnectingWalletConnect',
        data: { walletId: 'id-Kestrel' },
      })
    })

    it('R-WC-01 on a phone WalletConnect leads to the wallets, whose links open them on the phone; on a computer, to its pairing code', async () => {
      const sources = { ...registryWallets([], []), loadWallets: async () => ({ wallets: [], count: 0 }) }
      const phone = await openConnect([connector('Phone', 'WALLET_CONNECT')], {}, sources, { isMobile: true })
      // The pairing view starts its connect as it mounts, with the pick: no phone answers it here.
      phone.evm.behaviour.connect = 'hang'
      await act(async () => fireEvent.click(await phone.screen.findByRole('button', { name: 'Phone' })))
      expect(phone.client.getState().router.view).toBe('AllWallets')
      cleanupModals()

      const computer = await openConnect([connector('Phone', 'WALLET_CONNECT')], {}, sources)
      computer.evm.behaviour.connect = 'hang'
      await act(async () => fireEvent.click(await computer.screen.findByRole('button', { name: 'Phone' })))
      expect(computer.client.getState().router.view).toBe('ConnectingWalletConnect')
      cleanupModals()

      // Without a wallet catalogue there is no list to go to: the pairing (Copy link) is the way.
      const bare = await openConnect([connector('Phone', 'WALLET_CONNECT')], {}, {}, { isMobile: true })
      bare.evm.behaviour.connect = 'hang'
      await act(async () => fireEvent.click(await bare.screen.findByRole('button', { name: 'Phone' })))
      expect(bare.client.getState().router.view).toBe('ConnectingWalletConnect')
    })

    it('the connectors are listed when the registry fails', async () => {
      const { groups } = await openConnect(
        [connector('Rabbit', 'ANNOUNCED', 'io.rabbit')],
        {},
        {
          loadConnectWallets: async () => {
            throw new Error('registry down')
          },
        },
      )
      await act(async () => undefined)
      expect(groups()).toEqual(['injected'])
    })
  })
})
