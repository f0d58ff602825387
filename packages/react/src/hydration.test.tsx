import type { Connector } from '@sigil/core'
import { createTestClient, testBase } from '@sigil/test'
import { act } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConnectButton } from './buttons/ConnectButton.js'
import { NetworkButton } from './buttons/NetworkButton.js'
import { SigilProvider } from './context/SigilProvider.js'
import { useAccount } from './hooks/useAccount.js'

const rabbit: Connector = {
  id: 'Rabbit',
  type: 'ANNOUNCED',
  name: 'Rabbit',
  chain: 'eip155',
  info: { rdns: 'io.rabbit' },
}

function Status() {
  return <output>{useAccount().status}</output>
}

afterEach(() => {
  vi.restoreAllMocks()
  document.body.innerHTML = ''
})

describe('hydration', () => {
  it('the server HTML (disconnected) hydrates a client that is already connected on another network, with no warning', async () => {
    // The browser's client is connected on Base before React hydrates (a restored session);
    // the server knew nothing of it and rendered the disconnected default.
    const { client } = createTestClient({
      solana: false,
      evm: { connectors: [rabbit], balance: { balance: '2.5', symbol: 'ETH' } },
    })
    await client.ready()
    await client.connect({ connectorId: 'Rabbit', namespace: 'eip155' })
    await client.switchNetwork(testBase)
    await client.refreshBalance('eip155')
    const page = (
      <SigilProvider client={client}>
        <ConnectButton />
        <NetworkButton />
        <Status />
      </SigilProvider>
    )
    const html = renderToString(page)
    expect(html).toContain('>Connect</button>')
    expect(html).toContain('>Ethereum</button>')
    expect(html).toContain('<output>disconnected</output>')

    const errors = vi.spyOn(console, 'error')
    const warnings = vi.spyOn(console, 'warn')
    const recoverable: unknown[] = []
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: (error) => void recoverable.push(error) })
    })
    expect(recoverable).toEqual([])
    expect(errors).not.toHaveBeenCalled()
    expect(warnings).not.toHaveBeenCalled()
    // Right after hydration the page shows the browser's real state.
    expect(container.querySelector('[data-sigil-connect-button]')?.textContent).toBe(
      '0x1111…1111 · 2.500 ETH',
    )
    expect(container.querySelector('[data-sigil-network-button]')?.textContent).toBe('Base')
    expect(container.querySelector('output')?.textContent).toBe('connected')
  })
})
