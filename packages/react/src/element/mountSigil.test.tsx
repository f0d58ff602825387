import { MODAL_Z_INDEX } from '@sigil/core/internal'
import { createTestClient } from '@sigil/test'
import { act, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createRecordingClient } from '../test/createRecordingClient.js'
import { cleanupModals, renderModal } from '../test/renderModal.js'
import { createThemeCss } from '../theme/themeCss.js'
import { VIEW_REGISTRY } from '../views/registry.js'
import { defineSigilModal, SIGIL_MODAL_TAG } from './defineSigilModal.js'

afterEach(cleanupModals)

describe('mountSigil', () => {
  it('R-UI-02 appends exactly one <sigil-modal> to the body by default', async () => {
    await renderModal(createRecordingClient())
    expect(document.body.querySelectorAll(SIGIL_MODAL_TAG)).toHaveLength(1)
    expect(document.body.lastElementChild?.tagName.toLowerCase()).toBe(SIGIL_MODAL_TAG)
  })

  it('R-UI-03 does not append the element when append is disabled', async () => {
    const { element } = await renderModal(createRecordingClient({ config: { enableAppend: false } }))
    expect(document.body.querySelectorAll(SIGIL_MODAL_TAG)).toHaveLength(0)
    expect(element.isConnected).toBe(false)
  })

  it('R-UI-04 in embedded mode renders where the host places it, not in the body', async () => {
    const client = createRecordingClient({ config: { enableEmbedded: true } })
    const { element } = await renderModal(client)
    expect(document.body.querySelectorAll(SIGIL_MODAL_TAG)).toHaveLength(0)
    const slot = document.createElement('div')
    document.body.append(slot)
    await act(async () => slot.append(element))
    await act(() => element.loaded())
    expect(slot.querySelector(SIGIL_MODAL_TAG)).toBe(element)
    expect(element.shadowRoot?.querySelector('[role="dialog"]')).not.toBeNull()
    expect(element.shadowRoot?.querySelector('.sigil-overlay')).toBeNull()
    slot.remove()
  })

  it('R-UI-24 the default z-index 999 comes from the modal theme on :host; a configured one overrides it', async () => {
    const { element } = await renderModal(createRecordingClient())
    // No inline value: the theme's :host rule gives MODAL_Z_INDEX (the e2e layout test reads the
    // overlay's computed z-index in Chromium).
    expect(element.style.getPropertyValue('--sigil-z-index')).toBe('')
    expect(createThemeCss()).toContain(`:host{`)
    expect(createThemeCss()).toContain(`--sigil-z-index:${MODAL_Z_INDEX};`)
    const custom = await renderModal(createRecordingClient({ config: { zIndex: 5000 } }))
    expect(custom.element.style.getPropertyValue('--sigil-z-index')).toBe('5000')
  })

  it('with preload off, loads the modal UI only when there is something to show', async () => {
    const client = createRecordingClient()
    const { element, shadow } = await renderModal(client, { preload: false }, { lazy: true })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(shadow.childNodes).toHaveLength(0)
    await act(async () => client.open({ view: 'RegisterAccountName' }))
    await act(() => element.loaded())
    expect(shadow.querySelector('[role="dialog"]')).not.toBeNull()
  })

  it('loads the modal UI and the view it would open on while the page is idle, before any click', async () => {
    const connect = vi.spyOn(VIEW_REGISTRY.Connect, 'preload')
    const account = vi.spyOn(VIEW_REGISTRY.Account, 'preload')
    const { client } = createTestClient({
      solana: false,
      evm: { connectors: [{ id: 'wallet', type: 'ANNOUNCED', name: 'Wallet', chain: 'eip155' }] },
    })
    await client.ready()
    await renderModal(client, {}, { lazy: true })
    expect(connect).not.toHaveBeenCalled()
    await act(() => vi.waitFor(() => expect(connect).toHaveBeenCalled()))
    expect(account).not.toHaveBeenCalled()
    expect(client.getState().modal.open).toBe(false)
    // Once connected, the modal would open on Account: that chunk is fetched next.
    await act(() => client.connect({ connectorId: 'wallet', namespace: 'eip155' }))
    expect(account).toHaveBeenCalled()
    connect.mockRestore()
    account.mockRestore()
  })

  it('keeps the card of the opening view drawn while closed, hidden and inert, without fetching; opening reveals the same elements', async () => {
    const { client } = createTestClient({
      solana: false,
      evm: { connectors: [{ id: 'wallet', type: 'ANNOUNCED', name: 'Wallet', chain: 'eip155' }] },
    })
    await client.ready()
    const walletCount = vi.fn(async () => 42)
    const loadWallets = vi.fn(async () => ({ wallets: [], count: 0 }))
    const { shadow } = await renderModal(client, { walletCount, loadWallets }, { lazy: true })
    const overlay = () => shadow.querySelector<HTMLElement>('.sigil-overlay')
    await waitFor(() => expect(overlay()?.dataset.state).toBe('parked'), { timeout: 3000 })
    const parked = overlay() as HTMLElement
    expect(parked.hasAttribute('inert')).toBe(true)
    expect(parked.getAttribute('aria-hidden')).toBe('true')
    expect(parked.querySelector<HTMLElement>('.sigil-view')?.dataset.view).toBe('Connect')
    const row = parked.querySelector('.sigil-list-item')
    expect(row).not.toBeNull()
    expect(walletCount).not.toHaveBeenCalled()
    expect(loadWallets).not.toHaveBeenCalled()
    expect(client.getState().modal.open).toBe(false)
    // Opening reveals the parked card (the same elements) and gives its view the app's data sources.
    await act(async () => client.open())
    expect(overlay()).toBe(parked)
    expect(parked.dataset.state).toBe('open')
    expect(parked.hasAttribute('inert')).toBe(false)
    expect(parked.hasAttribute('aria-hidden')).toBe(false)
    expect(shadow.querySelector('.sigil-list-item')).toBe(row)
    await waitFor(() => expect(walletCount).toHaveBeenCalled())
    // Closing parks it again once the closing animation is over.
    await act(async () => client.close())
    await waitFor(() => expect(overlay()?.dataset.state).toBe('parked'))
    expect(overlay()?.hasAttribute('inert')).toBe(true)
  })

  it('loaded(), awaited before the idle preload has run, loads as that preload would: the card parks', async () => {
    const { client } = createTestClient({ solana: false })
    await client.ready()
    const { element, shadow } = await renderModal(client, {}, { lazy: true })
    expect(shadow.childNodes).toHaveLength(0)
    await act(() => element.loaded())
    await waitFor(() =>
      expect(shadow.querySelector<HTMLElement>('.sigil-overlay')?.dataset.state).toBe('parked'),
    )
    expect(client.getState().modal.open).toBe(false)
  })

  it('loaded() with preload off loads the modal without a parked card', async () => {
    const { client } = createTestClient({ solana: false })
    await client.ready()
    const { element, shadow } = await renderModal(client, { preload: false }, { lazy: true })
    await act(() => element.loaded())
    expect(shadow.querySelector('.sigil-overlay')).toBeNull()
    await act(async () => client.open())
    expect(shadow.querySelector<HTMLElement>('.sigil-overlay')?.dataset.state).toBe('open')
  })

  it('a parked card opened on another view shows that view at once, takes focus, and gives it back on close', async () => {
    const { client } = createTestClient({ solana: false })
    await client.ready()
    const trigger = document.createElement('button')
    document.body.append(trigger)
    trigger.focus()
    const { shadow } = await renderModal(client, { blockchain: () => new Promise(() => {}) }, { lazy: true })
    const overlay = () => shadow.querySelector<HTMLElement>('.sigil-overlay')
    await waitFor(() => expect(overlay()?.dataset.state).toBe('parked'), { timeout: 3000 })
    const phases: string[] = []
    const observer = new MutationObserver(() => {
      const view = shadow.querySelector<HTMLElement>('.sigil-view')
      phases.push(`${view?.dataset.view}:${view?.dataset.phase}`)
    })
    observer.observe(shadow, { childList: true, subtree: true, attributes: true })
    await act(async () => client.open({ view: 'RegisterAccountName' }))
    const view = shadow.querySelector<HTMLElement>('.sigil-view')
    expect(view?.dataset.view).toBe('RegisterAccountName')
    expect(view?.dataset.phase).toBe('in')
    // The parked view never plays its leaving animation on the revealed card.
    expect(phases).not.toContain('Connect:out')
    const dialog = shadow.querySelector<HTMLElement>('[role="dialog"]')
    await waitFor(() => expect(shadow.activeElement).toBe(dialog))
    await act(async () => client.close())
    expect(document.activeElement).toBe(trigger)
    observer.disconnect()
    trigger.remove()
  })

  it('defines the element once however often it is called', () => {
    defineSigilModal()
    defineSigilModal()
    expect(customElements.get(SIGIL_MODAL_TAG)).toBeDefined()
  })

  it('puts the element in a given target', async () => {
    const target = document.createElement('div')
    document.body.append(target)
    await renderModal(createRecordingClient({ config: { enableAppend: false } }), { target })
    expect(target.querySelectorAll(SIGIL_MODAL_TAG)).toHaveLength(1)
    target.remove()
  })
})
