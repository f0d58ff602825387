import type { Connector, NetworkNamespace } from '@sigil/core'
import { createTestClient } from '@sigil/test'
import { act, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { listRow } from '../../test/listRow.js'
import { cleanupModals, renderModal } from '../../test/renderModal.js'
import { VIEW_REGISTRY } from '../registry.js'

afterEach(cleanupModals)

const kestrel: Connector = {
  id: 'io.kestrel',
  type: 'ANNOUNCED',
  name: 'Kestrel Wallet',
  chain: 'eip155',
  info: { rdns: 'io.kestrel' },
}
const phone: Connector = {
  id: 'walletConnect',
  type: 'WALLET_CONNECT',
  name: 'WalletConnect',
  chain: 'eip155',
}

describe('a person reaching for an installed wallet', () => {
  it('R-EVM-02 the pointer over it, or focus, fetches what its connect runs: the adapter gets ready and the connecting view loads', async () => {
    const test = createTestClient({ solana: false, evm: { connectors: [kestrel, phone] } })
    const prepared: NetworkNamespace[] = []
    test.evm.prepareConnect = () => prepared.push('eip155')
    await test.client.ready()
    await import('./ConnectView.js')
    const { shadow } = await renderModal(test.client, {}, { lazy: false })
    await act(async () => test.client.open({ view: 'Connect' }))
    await waitFor(() => expect(shadow.querySelector('[data-group]')).not.toBeNull())
    expect(prepared).toEqual([])
    expect(VIEW_REGISTRY.ConnectingExternal.loaded()).toBeUndefined()

    fireEvent.pointerEnter(listRow(shadow, 'WalletConnect'))
    expect(prepared).toEqual([])
    fireEvent.pointerEnter(listRow(shadow, 'Kestrel Wallet'))
    expect(prepared).toEqual(['eip155'])
    await waitFor(() => expect(VIEW_REGISTRY.ConnectingExternal.loaded()).toBeDefined())
    fireEvent.focus(listRow(shadow, 'Kestrel Wallet'))
    expect(prepared).toEqual(['eip155', 'eip155'])
  })
})
