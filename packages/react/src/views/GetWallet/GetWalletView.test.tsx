import { createTestClient } from '@sigil/test'
import { act, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { ConnectWallets, WalletListing } from '../../modal/ModalOptionsContext.js'
import { cleanupModals, renderModal } from '../../test/renderModal.js'

afterEach(cleanupModals)

const wallet = (name: string, stores?: WalletListing['stores']): WalletListing => ({
  id: name.toLowerCase(),
  name,
  ...(stores ? { stores } : {}),
})

async function openConnect(wallets: ConnectWallets) {
  const test = createTestClient({ solana: false })
  await test.client.ready()
  const loadConnectWallets = async () => wallets
  const rendered = await renderModal(test.client, { loadConnectWallets })
  await act(async () => test.client.open())
  await rendered.screen.findByRole('button', { name: 'All wallets' })
  return { ...test, ...rendered }
}

const shownView = (shadow: ShadowRoot) =>
  shadow.querySelector<HTMLElement>('.sigil-view[data-phase="in"]')?.dataset.view

describe('help for a person who has no wallet (issue 21)', () => {
  it('Connect offers "I don’t have a wallet"; it leads to what a wallet is and the registry’s wallets with their store links, opened in a new tab; Back returns focus to it', async () => {
    const { client, screen, shadow } = await openConnect({
      featured: [
        wallet('Kestrel', {
          extension: 'https://extensions.example/detail/kestrel',
          appStore: 'https://apps.example/app/kestrel',
          playStore: 'https://play.example/store/apps/details?id=kestrel',
          website: 'https://kestrel.example/',
        }),
      ],
      recommended: [
        wallet('Osprey', { appStore: 'https://apps.example/app/osprey' }),
        wallet('Nolink'),
        wallet('Kestrel', { website: 'https://kestrel.example/' }),
      ],
    })
    const help = await screen.findByRole('button', { name: 'I don’t have a wallet' })
    help.focus()
    fireEvent.click(help)
    await waitFor(() => expect(shownView(shadow)).toBe('GetWallet'))
    const dialog = screen.getByRole('dialog')
    expect(shadow.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      'Get a wallet',
    )
    expect(await screen.findByText(/A wallet is an app that holds your crypto/)).toBeTruthy()
    const items = [...shadow.querySelectorAll('[data-testid="wallet-to-get"]')]
    // Featured first, each once; a wallet with no store link is no help and is left out.
    expect(items.map((item) => item.querySelector('h4')?.textContent)).toEqual(['Kestrel', 'Osprey'])
    const links = [...(items[0]?.querySelectorAll('a') ?? [])]
    expect(links.map((link) => link.textContent)).toEqual([
      'Browser extension',
      'App Store',
      'Google Play',
      'Website',
    ])
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank')
      expect(link.getAttribute('rel')).toBe('noopener noreferrer')
      expect(link.getAttribute('href')).toMatch(/^https:\/\//)
    }
    expect(links[1]?.getAttribute('aria-label')).toBe('Kestrel: App Store (opens in a new tab)')
    expect(items[1]?.querySelector('a')?.getAttribute('href')).toBe('https://apps.example/app/osprey')

    await act(async () => client.router.goBack())
    await waitFor(() => expect(shownView(shadow)).toBe('Connect'))
    await waitFor(() => expect(shadow.activeElement?.textContent).toBe('I don’t have a wallet'))
  })

  it('no UI that pretends: without a registry wallet that says where to get it, Connect offers no such help', async () => {
    const { screen } = await openConnect({ featured: [wallet('Nolink')], recommended: [wallet('Bare')] })
    await screen.findByText('Bare')
    expect(screen.queryByRole('button', { name: 'I don’t have a wallet' })).toBeNull()
  })
})
