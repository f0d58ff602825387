import { createFakeAdapter, createTestClient, storedEvmConnection } from '@sigil/test'
import { act } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanupModals } from '../test/renderModal.js'

afterEach(async () => {
  await cleanupModals()
  vi.resetModules()
})

/** The reloaded page: its client restores through an adapter whose reconnect waits until settled. */
async function reloadedPage() {
  const storage = await storedEvmConnection()
  const evm = createFakeAdapter({ namespace: 'eip155' })
  evm.behaviour.reconnect = 'pending'
  const { client } = createTestClient({ storage, adapters: [evm] })
  // This file's modules fresh, as a page loads them: nothing of the connected look is in yet.
  const { mountSigil } = await import('./mountSigil.js')
  const { connectedButtonCssIn } = await import('../buttons/ButtonStyles.js')
  return { client, evm, mountSigil, connectedButtonCssIn }
}

/** Whether the modal's code has loaded into the element (it draws its parked card then). */
const modalLoaded = (element: HTMLElement | undefined) => (element?.shadowRoot?.childNodes.length ?? 0) > 0

/** Lets time pass (React's work flushed at each step) until the modal has loaded, or `ms` is over. */
async function loadsWithin(element: HTMLElement | undefined, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; !modalLoaded(element) && Date.now() < end; )
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
  return modalLoaded(element)
}

describe('a reload that restores a stored connection: the connected address first', () => {
  it('R-STATE-19 the modal of a page restoring a stored connection waits for the restore to settle', async () => {
    const { client, evm, mountSigil } = await reloadedPage()
    expect(client.getState().connection.status.eip155).toBe('connecting')
    let element: HTMLElement | undefined
    await act(async () => {
      element = mountSigil(client).element
    })
    await vi.waitFor(() => expect(evm.callsOf('reconnect')).toHaveLength(1))
    // A page beside it with nothing to restore loads its modal at idle; this one's waits while
    // the wallet is asked.
    const { createMemoryStorage } = await import('@sigil/core')
    const beside = createTestClient({ storage: createMemoryStorage() }).client
    let besideElement: HTMLElement | undefined
    await act(async () => {
      besideElement = mountSigil(beside).element
    })
    expect(await loadsWithin(besideElement, 20_000)).toBe(true)
    expect(await loadsWithin(element, 300)).toBe(false)
    await act(async () => evm.settlePending('succeed'))
    expect(client.getState().connection.status.eip155).toBe('connected')
    expect(await loadsWithin(element, 20_000)).toBe(true)
  }, 40_000)

  it('R-STATE-19 nothing to restore: the connected look waits for the buttons, the modal loads at idle', async () => {
    const { createMemoryStorage } = await import('@sigil/core')
    const { client } = createTestClient({ storage: createMemoryStorage() })
    const { mountSigil } = await import('./mountSigil.js')
    const { connectedButtonCssIn } = await import('../buttons/ButtonStyles.js')
    let element: HTMLElement | undefined
    await act(async () => {
      element = mountSigil(client).element
    })
    expect(await loadsWithin(element, 20_000)).toBe(true)
    expect(connectedButtonCssIn()).toBe(false)
  }, 40_000)
})
