import type { Connector } from '@sigil/core'
import { createTestClient } from '@sigil/test'
import { act, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanupModals, renderModal } from '../../test/renderModal.js'

afterEach(cleanupModals)

const acme = {
  id: 'acme-wallet',
  name: 'Acme Wallet',
  imageUrl: 'https://acme.example/icon.png',
  links: { mobile: 'https://acme.example/wc' },
}
const installed: Connector = {
  id: 'Rabbit',
  type: 'ANNOUNCED',
  name: 'Rabbit',
  chain: 'eip155',
  info: { rdns: 'io.rabbit' },
}

async function openConnect() {
  const test = createTestClient({ solana: false, evm: { connectors: [installed] }, customWallets: [acme] })
  await test.client.ready()
  await import('./ConnectView.js')
  const sources = {
    loadConnectWallets: vi.fn(async () => ({
      featured: [{ id: 'kestrel', name: 'Kestrel' }],
      recommended: [],
    })),
  }
  const rendered = await renderModal(test.client, sources)
  await act(async () => test.client.open({ view: 'Connect' }))
  const groups = () =>
    [...rendered.shadow.querySelectorAll<HTMLElement>('[data-group]')].map((g) => g.dataset.group)
  await waitFor(() => expect(groups()).toContain('featured'))
  return { ...test, ...rendered, groups }
}

describe('Connect: the app’s own wallets (config.customWallets)', () => {
  it('R-UI-09 lists them in the custom group, after featured, with their image', async () => {
    const { groups, shadow } = await openConnect()
    expect(groups()).toEqual(['injected', 'featured', 'custom'])
    const button = shadow.querySelector('[data-group="custom"] button')
    expect(button?.getAttribute('aria-label')).toBe('Acme Wallet')
    await waitFor(() =>
      expect(shadow.querySelector('[data-group="custom"] img')?.getAttribute('src')).toBe(acme.imageUrl),
    )
  })

  it('picking one opens ConnectingWalletConnect with its links, as a registry wallet without a connector', async () => {
    const { screen, client } = await openConnect()
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Acme Wallet' })))
    expect(client.getState().router).toMatchObject({
      view: 'ConnectingWalletConnect',
      data: { walletId: 'acme-wallet', wallet: { links: acme.links, imageUrl: acme.imageUrl } },
    })
  })
})
