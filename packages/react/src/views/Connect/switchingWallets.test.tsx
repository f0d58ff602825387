import type { Connector } from '@sigil/core'
import { solanaDevnet } from '@sigil/core/networks'
import { createFakeAdapter, createTestClient, testBase, testMainnet } from '@sigil/test'
import { act, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { WalletListing } from '../../modal/ModalOptionsContext.js'

import { cleanupModals, renderModal } from '../../test/renderModal.js'

afterEach(cleanupModals)

const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const listing = (name: string, chains?: string[]): WalletListing => ({
  id: `id-${name}`,
  name,
  imageId: `image-${name}`,
  ...(chains ? { chains } : {}),
})
const evmWallet: Connector = { id: 'rabbit', type: 'ANNOUNCED', name: 'Rabbit', chain: 'eip155' }
const solanaWallet: Connector = { id: 'phantasm', type: 'ANNOUNCED', name: 'Phantasm', chain: 'solana' }
const solanaWalletConnect: Connector = {
  id: 'walletConnect',
  type: 'WALLET_CONNECT',
  name: 'WalletConnect',
  chain: 'solana',
}

/** EVM connected, then the person moves to Solana, where nothing is connected, and opens Connect. */
async function connectWhileSwitchingToSolana(
  featured: WalletListing[],
  recommended: WalletListing[],
  { walletConnect = true } = {},
) {
  const solana = createFakeAdapter({
    namespace: 'solana',
    connectors: walletConnect ? [solanaWallet, solanaWalletConnect] : [solanaWallet],
    address: 'DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy',
    chainId: solanaDevnet.id,
  })
  const evm = createFakeAdapter({ connectors: [evmWallet] })
  const { client: both } = createTestClient({
    solana: false,
    networks: [testMainnet, testBase, solanaDevnet],
    adapters: [evm, solana],
  })
  await both.ready()
  await both.connect({ connectorId: 'rabbit', namespace: 'eip155' })
  await import('./ConnectView.js')
  const loadConnectWallets = vi.fn(async () => ({ featured, recommended }))
  const rendered = await renderModal(both, {
    loadConnectWallets,
    loadWalletImage: vi.fn(async (imageId: string) => `blob:${imageId}`),
  })
  await act(async () => both.open())
  await act(async () => both.switchNetwork(solanaDevnet))
  expect(both.getState().router.view).toBe('SwitchActiveChain')
  await act(async () => both.router.push('Connect'))
  const groups = () =>
    [...rendered.shadow.querySelectorAll<HTMLElement>('[data-group]')].map((g) => g.dataset.group)
  const namesIn = (group: string) =>
    [...rendered.shadow.querySelectorAll(`[data-group="${group}"] button`)].map((b) =>
      b.getAttribute('aria-label'),
    )
  return { client: both, ...rendered, namesIn, groups, loadConnectWallets }
}

describe('Connect while moving to another chain family (SwitchActiveChain → Connect)', () => {
  it('R-NET-03 registry wallets stay offered when their listing names a chain of that family; others, and listings naming none, do not', async () => {
    const { namesIn, client } = await connectWhileSwitchingToSolana(
      [listing('Solflare-ish', [SOLANA]), listing('Only EVM', ['eip155:1']), listing('Says nothing')],
      [
        listing('Both', ['eip155:1', SOLANA]),
        listing('Bitcoin only', ['bip122:000000000019d6689c085ae165831e93']),
      ],
    )
    expect(client.getState().chain.isSwitchingNamespace).toBe(true)
    await waitFor(() => expect(namesIn('featured')).toEqual(['Solflare-ish']))
    expect(namesIn('recommended')).toEqual(['Both'])
    expect(namesIn('injected')).toEqual(['Phantasm'])
  })

  it('R-UI-09 once the switch is over, every registry wallet is offered again', async () => {
    const { namesIn, client } = await connectWhileSwitchingToSolana(
      [listing('Solflare-ish', [SOLANA]), listing('Only EVM', ['eip155:1'])],
      [],
    )
    await waitFor(() => expect(namesIn('featured')).toEqual(['Solflare-ish']))
    await act(async () => client.close())
    await act(async () => client.open({ view: 'Connect' }))
    await waitFor(() => expect(namesIn('featured')).toEqual(['Solflare-ish', 'Only EVM']))
  })

  it('R-NET-03 without WalletConnect for that family, no registry wallet is offered there (it could not be reached)', async () => {
    const { namesIn, groups, loadConnectWallets } = await connectWhileSwitchingToSolana(
      [listing('Solflare-ish', [SOLANA])],
      [],
      { walletConnect: false },
    )
    await waitFor(() => expect(namesIn('injected')).toEqual(['Phantasm']))
    // The registry's answer has arrived and been laid out.
    await waitFor(() => expect(loadConnectWallets).toHaveBeenCalled())
    await act(async () => {
      await loadConnectWallets.mock.results[0]?.value
    })
    expect(groups()).not.toContain('featured')
  })
})
