import type { Connector } from '@sigil/core'
import { createTestClient } from '@sigil/test'
import { act, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { STILL_WAITING_MS } from '../../components/useStillWaiting.js'
import { cleanupModals, renderModal } from '../../test/renderModal.js'

afterEach(cleanupModals)

const RABBIT: Connector = { id: 'rabbit', type: 'INJECTED', name: 'Rabbit Wallet', chain: 'eip155' }

async function connecting(outcome: 'reject' | 'pending') {
  const { client, evm: adapter, clock } = createTestClient({ solana: false, evm: { connectors: [RABBIT] } })
  adapter.behaviour.connect = outcome
  await client.ready()
  const rendered = await renderModal(client)
  await act(async () => client.open({ view: 'ConnectingExternal', data: { connectorId: 'rabbit' } }))
  const dialog = await rendered.screen.findByRole('dialog')
  const title = () =>
    rendered.shadow.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent
  const mark = () => rendered.shadow.querySelector<HTMLElement>('.sigil-status-image')
  return { client, clock, title, mark, ...rendered }
}

describe('ConnectingExternal tells its state by words and marks, not colour alone (issue 21)', () => {
  it('is titled with the wallet’s name; a refusal puts a "!" badge on the wallet’s icon and offers Try again and another wallet', async () => {
    const { title, mark, screen } = await connecting('reject')
    expect(title()).toBe('Rabbit Wallet')
    await screen.findByRole('button', { name: 'Try again' })
    expect(mark()?.dataset.state).toBe('failed')
    expect(mark()?.querySelector('.sigil-status-badge[data-state="failed"]')).not.toBeNull()
    expect(mark()?.querySelector('.sigil-spinner')).toBeNull()
    expect(screen.getByRole('button', { name: 'Choose another wallet' })).toBeTruthy()
  })

  it('while waiting turns a ring, no badge; after 15 s of silence it offers Try again and another wallet', async () => {
    const { clock, mark, screen, shadow } = await connecting('pending')
    await waitFor(() => expect(mark()?.dataset.state).toBe('waiting'))
    expect(mark()?.querySelector('.sigil-spinner')).not.toBeNull()
    expect(mark()?.querySelector('.sigil-status-badge')).toBeNull()
    expect(shadow.querySelector('[data-testid="still-waiting"]')).toBeNull()
    await act(async () => clock.advance(STILL_WAITING_MS))
    expect(shadow.querySelector('[data-testid="still-waiting"]')?.textContent).toBe('Try again')
    expect(screen.getByRole('button', { name: 'Choose another wallet' })).toBeTruthy()
  })
})

describe('ConnectingExternal waits only for the wallet it names', () => {
  it('R-STATE-22 R-STATE-23: opened for a wallet while another one is connected, it asks that wallet and shows no check until it answers', async () => {
    const OTHER: Connector = { id: 'other', type: 'INJECTED', name: 'Other Wallet', chain: 'eip155' }
    const { client, evm: adapter } = createTestClient({ solana: false, evm: { connectors: [RABBIT, OTHER] } })
    await client.ready()
    await client.connect({ connectorId: 'other', namespace: 'eip155' })
    adapter.behaviour.connect = 'pending'
    const rendered = await renderModal(client)
    await act(async () => client.open({ view: 'ConnectingExternal', data: { connectorId: 'rabbit' } }))
    await rendered.screen.findByRole('dialog')
    const mark = () => rendered.shadow.querySelector<HTMLElement>('.sigil-status-image')
    await waitFor(() => expect(adapter.callsOf('connect').length).toBe(2))
    expect(mark()?.dataset.state).toBe('waiting')
    await act(async () => adapter.settlePending('succeed'))
    await waitFor(() => expect(client.getState().connection.activeConnectorId.eip155).toBe('rabbit'))
    expect(client.getState().modal.open).toBe(false)
  })
})

describe('ConnectingExternal with a wallet in several namespaces under one id', () => {
  it('R-STATE-22: picked in Solana while the list names it in EVM first, it waits for the Solana connect and asks nothing in EVM', async () => {
    const inEvm: Connector = { id: 'both', type: 'ANNOUNCED', name: 'Both Wallet', chain: 'eip155' }
    const inSolana: Connector = { ...inEvm, chain: 'solana' }
    const { client, evm, solana } = createTestClient({
      evm: { connectors: [inEvm] },
      solana: { connectors: [inSolana] },
    })
    await client.ready()
    solana.behaviour.connect = 'pending'
    const rendered = await renderModal(client)
    await act(async () => client.open())
    await act(async () => {
      client.chooseConnector({ connectorId: 'both', namespace: 'solana' }).catch(() => undefined)
    })
    await waitFor(() => expect(client.getState().router.view).toBe('ConnectingExternal'))
    await rendered.screen.findByRole('dialog')
    expect(evm.callsOf('connect')).toHaveLength(0)
    expect(solana.callsOf('connect')).toHaveLength(1)
    await act(async () => solana.settlePending('succeed'))
    await waitFor(() => expect(client.getState().connection.status.solana).toBe('connected'))
    expect(client.getState().connection.status.eip155).toBe('disconnected')
    expect(evm.callsOf('connect')).toHaveLength(0)
  })
})
