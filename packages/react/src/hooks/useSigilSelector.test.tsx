import type { Connector, SigilState } from '@sigil/core'
import { createTestClient } from '@sigil/test'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { SigilProvider } from '../context/SigilProvider.js'
import { cleanupModals, renderModal } from '../test/renderModal.js'
import { useSigilSelector } from './useSigilSelector.js'

afterEach(async () => {
  cleanup()
  await cleanupModals()
})

const rabbit: Connector = {
  id: 'Rabbit',
  type: 'ANNOUNCED',
  name: 'Rabbit Wallet',
  chain: 'eip155',
  info: { rdns: 'io.rabbit' },
}

function ConnectorName({ id }: { id: string }) {
  const name = useSigilSelector((state: SigilState) =>
    id === 'none' ? 'none' : state.connectors.list.find((connector) => connector.id === id)?.name,
  )
  return <span data-testid="name">{name ?? 'unknown'}</span>
}

describe('useSigilSelector', () => {
  it('reads again when the selector changes with its props though the state has not changed', async () => {
    const { client } = createTestClient({ solana: false, evm: { connectors: [rabbit] } })
    await client.ready()
    const view = render(
      <SigilProvider client={client}>
        <ConnectorName id="none" />
      </SigilProvider>,
    )
    expect(screen.getByTestId('name').textContent).toBe('none')
    view.rerender(
      <SigilProvider client={client}>
        <ConnectorName id="Rabbit" />
      </SigilProvider>,
    )
    expect(screen.getByTestId('name').textContent).toBe('Rabbit Wallet')
  })

  it('issue 21: a wallet that refuses at once leaves its connecting view titled with its name, not "Connecting"', async () => {
    const { client, evm: adapter } = createTestClient({ solana: false, evm: { connectors: [rabbit] } })
    adapter.behaviour.connect = 'reject'
    await client.ready()
    const { shadow, open } = await renderModal(client)
    await open()
    // The refusal lands in the store before the view's arriving animation has begun.
    await act(async () =>
      client.chooseConnector({ connectorId: 'Rabbit', namespace: 'eip155' }).catch(() => undefined),
    )
    await waitFor(() =>
      expect(shadow.querySelector('.sigil-view[data-phase="in"]')?.getAttribute('data-view')).toBe(
        'ConnectingExternal',
      ),
    )
    const dialog = shadow.querySelector('[role="dialog"]')
    const heading = shadow.getElementById(dialog?.getAttribute('aria-labelledby') ?? '')
    expect(heading?.textContent).toBe('Rabbit Wallet')
    expect(shadow.textContent).toContain('Connection rejected')
  })
})
