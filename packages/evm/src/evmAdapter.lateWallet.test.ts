import { createMemoryStorage, createSigil, type KeyValueStorage } from '@sigil/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LATE_WALLET_MS } from './discovery/walletArrivals.js'
import { evm } from './evmAdapter.js'
import { testNetwork } from './test/context.js'
import { walletProvider } from './test/FakeEip1193Provider.js'
import { FakeWindow, walletInfo } from './test/FakeWindow.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const WALLET = 'dev.sigil.test'
const network = testNetwork({ id: 31337 })
const clients: { destroy(): void }[] = []

afterEach(() => {
  for (const client of clients.splice(0)) client.destroy()
})

/** One page load of an app with the plain EVM adapter; `restoring` settles once Sigil's restore asked it. */
function loadPage(page: FakeWindow, storage: KeyValueStorage) {
  const adapter = evm({ window: page })
  let restoreBegan = (): void => {}
  const restoring = new Promise<void>((resolve) => {
    restoreBegan = resolve
  })
  const reconnect = adapter.reconnect.bind(adapter)
  adapter.reconnect = (parameters) => {
    restoreBegan()
    return reconnect(parameters)
  }
  const client = createSigil({ projectId: 'p', networks: [network], adapters: [adapter], storage })
  clients.push(client)
  return { client, restoring }
}

/** A first visit on which the person connects the announced wallet, leaving a stored connection. */
async function connectedOnce(storage: KeyValueStorage): Promise<void> {
  const page = new FakeWindow()
  page.installWallet({ info: walletInfo(), provider: walletProvider([ADDRESS], 31337) })
  const { client } = loadPage(page, storage)
  await client.ready()
  await client.connect({ connectorId: WALLET, namespace: 'eip155' })
  client.destroy()
}

describe('evm() and a remembered wallet that announces itself late', () => {
  it('R-STATE-19 a wallet announcing itself after the restore began is reconnected without a prompt; Connect is never shown', async () => {
    const storage = createMemoryStorage()
    await connectedOnce(storage)

    const page = new FakeWindow()
    const { client, restoring } = loadPage(page, storage)
    const statuses: string[] = []
    client.subscribe(
      (state) => state.connection.status.eip155,
      (status) => statuses.push(status),
    )
    expect(client.getAccount('eip155').status).toBe('connecting')
    await restoring
    // A macrotask later: the restore has looked for the wallet and found nothing yet.
    await new Promise((resolve) => setTimeout(resolve, 0))
    const provider = walletProvider([ADDRESS], 31337)
    page.installWallet({ info: walletInfo(), provider })
    await client.ready()

    expect(client.getAccount('eip155')).toMatchObject({ status: 'connected', address: ADDRESS })
    expect(statuses).not.toContain('disconnected')
    expect(provider.methods()).toContain('eth_accounts')
    expect(provider.methods()).not.toContain('eth_requestAccounts')
  })

  it('R-STATE-19 a late window.ethereum (ethereum#initialized) is waited for the same way', async () => {
    const storage = createMemoryStorage()
    const first = new FakeWindow()
    first.ethereum = walletProvider([ADDRESS], 31337)
    const before = loadPage(first, storage)
    await before.client.ready()
    await before.client.connect({ connectorId: 'injected', namespace: 'eip155' })
    before.client.destroy()

    const page = new FakeWindow()
    const { client, restoring } = loadPage(page, storage)
    await restoring
    await new Promise((resolve) => setTimeout(resolve, 0))
    page.ethereum = walletProvider([ADDRESS], 31337)
    page.dispatchEvent(new Event('ethereum#initialized'))
    await client.ready()
    expect(client.getAccount('eip155')).toMatchObject({ status: 'connected', address: ADDRESS })
  })

  it('R-STATE-20 a remembered wallet that never comes is given up after LATE_WALLET_MS: Connect, nothing stranded', async () => {
    const storage = createMemoryStorage()
    await connectedOnce(storage)

    const page = new FakeWindow()
    const { client } = loadPage(page, storage)
    const started = Date.now()
    await client.ready()
    expect(Date.now() - started).toBeGreaterThanOrEqual(LATE_WALLET_MS - 50)
    expect(client.getAccount('eip155').status).toBe('disconnected')

    // The wallet turning up after all is listed, and connecting it works.
    page.installWallet({ info: walletInfo(), provider: walletProvider([ADDRESS], 31337) })
    await vi.waitFor(() =>
      expect(client.getState().connectors.list.map((connector) => connector.id)).toContain(WALLET),
    )
    await client.connect({ connectorId: WALLET, namespace: 'eip155' })
    expect(client.getAccount('eip155')).toMatchObject({ status: 'connected', address: ADDRESS })
  })
})
