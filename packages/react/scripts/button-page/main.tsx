// The buttons in every state, light and dark, for a screenshot (scripts/buttonScreenshots.ts).
import type { Connector, SigilClient, ThemeMode } from '@sigil/core'
import { createTestClient } from '@sigil/test'
import { createRoot } from 'react-dom/client'
import { ConnectButton, NetworkButton, SigilProvider } from '../../src/index.js'

const rabbit: Connector = {
  id: 'Rabbit',
  type: 'ANNOUNCED',
  name: 'Rabbit',
  chain: 'eip155',
  info: { rdns: 'io.rabbit' },
}

async function client(
  mode: ThemeMode,
  state: 'disconnected' | 'connecting' | 'connected',
): Promise<SigilClient> {
  const { client, evm: adapter } = createTestClient({
    solana: false,
    evm: { connectors: [rabbit], balance: { balance: '2.5', symbol: 'ETH' } },
    themeMode: mode,
  })
  await client.ready()
  if (state === 'connecting') {
    adapter.behaviour.connect = 'pending'
    void client.connect({ connectorId: 'Rabbit', namespace: 'eip155' }).catch(() => undefined)
  }
  if (state === 'connected') {
    await client.connect({ connectorId: 'Rabbit', namespace: 'eip155' })
    await client.refreshBalance('eip155')
  }
  return client
}

async function section(mode: ThemeMode) {
  const [idle, connecting, connected] = await Promise.all([
    client(mode, 'disconnected'),
    client(mode, 'connecting'),
    client(mode, 'connected'),
  ])
  return (
    <section className={mode} key={mode}>
      <h2>{mode}</h2>
      <SigilProvider client={idle}>
        <ConnectButton />
      </SigilProvider>
      <SigilProvider client={connecting}>
        <ConnectButton />
      </SigilProvider>
      <SigilProvider client={connected}>
        <NetworkButton />
        <ConnectButton />
        <ConnectButton className="restyled" />
        <ConnectButton unstyled className="app-button" />
      </SigilProvider>
      <button type="button" className="app-button">
        App button
      </button>
    </section>
  )
}

const root = document.getElementById('root')
if (root) {
  const sections = await Promise.all([section('light'), section('dark')])
  createRoot(root).render(sections)
  document.body.dataset.ready = 'true'
}
