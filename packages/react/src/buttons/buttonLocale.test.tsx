import type { Connector } from '@sigil/core'
import { createTestClient } from '@sigil/test'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { SigilProvider } from '../context/SigilProvider.js'
import { ConnectButton } from './ConnectButton.js'

const rabbit: Connector = { id: 'Rabbit', type: 'ANNOUNCED', name: 'Rabbit', chain: 'eip155' }

afterEach(cleanup)

describe('the closed buttons speak the chosen locale', () => {
  it('a page with locale "de" shows Verbinden; setLocale("ja") changes it without a reload', async () => {
    const { client } = createTestClient({ solana: false, evm: { connectors: [rabbit] }, locale: 'de' })
    await client.ready()
    render(
      <SigilProvider client={client}>
        <ConnectButton />
      </SigilProvider>,
    )
    // English first (the first load carries no other locale), then the German chunk's word.
    expect(await screen.findByRole('button', { name: 'Verbinden' })).toBeTruthy()
    await act(async () => client.setLocale('ja'))
    expect(await screen.findByRole('button', { name: '接続' })).toBeTruthy()
    await act(async () => client.setLocale('en-GB'))
    expect(await screen.findByRole('button', { name: 'Connect' })).toBeTruthy()
  })

  it('a button mounted later starts in its client’s locale at once; another client’s button starts in English', async () => {
    const { client } = createTestClient({ solana: false, evm: { connectors: [rabbit] }, locale: 'de' })
    await client.ready()
    const first = render(
      <SigilProvider client={client}>
        <ConnectButton />
      </SigilProvider>,
    )
    expect(await screen.findByRole('button', { name: 'Verbinden' })).toBeTruthy()
    first.unmount()
    render(
      <SigilProvider client={client}>
        <ConnectButton />
      </SigilProvider>,
    )
    // Synchronously, on the first render: no English in between.
    expect(screen.getByRole('button', { name: 'Verbinden' })).toBeTruthy()
    cleanup()
    const other = createTestClient({ solana: false, evm: { connectors: [rabbit] }, locale: 'de' }).client
    await other.ready()
    render(
      <SigilProvider client={other}>
        <ConnectButton />
      </SigilProvider>,
    )
    expect(screen.getByRole('button', { name: 'Connect' })).toBeTruthy()
    expect(await screen.findByRole('button', { name: 'Verbinden' })).toBeTruthy()
  })

  it("the app's own word for its locale wins, and an app's label prop wins over both", async () => {
    const { client } = createTestClient({
      solana: false,
      evm: { connectors: [rabbit] },
      locale: 'de',
      messages: { de: { 'button.connect': 'Anmelden' } },
    })
    await client.ready()
    render(
      <SigilProvider client={client}>
        <ConnectButton />
        <ConnectButton label="Los geht’s" />
      </SigilProvider>,
    )
    expect(await screen.findByRole('button', { name: 'Anmelden' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Los geht’s' })).toBeTruthy()
  })

  it('the account button writes its balance as the locale does', async () => {
    const { client } = createTestClient({
      solana: false,
      evm: { connectors: [rabbit], balance: { balance: '10000.6998', symbol: 'ETH' } },
      locale: 'de',
    })
    await client.ready()
    await client.connect({ connectorId: 'Rabbit', namespace: 'eip155' })
    await client.refreshBalance('eip155')
    render(
      <SigilProvider client={client}>
        <ConnectButton />
      </SigilProvider>,
    )
    const button = document.querySelector('[data-sigil-connect-button]')
    await waitFor(() => expect(button?.textContent).toContain('10.000,700 ETH'))
  })
})
