import { type Connector, createSigil, type ThemeMode, VIEWS, type View } from '@sigil/core'
import { mountSigil } from '../../src/element/mountSigil.js'
import { createFakeChainAdapter } from '../../src/test/createFakeChainAdapter.js'
import { TEST_BASE, TEST_MAINNET } from '../../src/test/createTestState.js'

const icon = (color: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="${color}"/><circle cx="20" cy="20" r="9" fill="white" opacity=".85"/></svg>`)}`

const connectors: Connector[] = [
  {
    id: 'walletconnect',
    type: 'WALLET_CONNECT',
    name: 'WalletConnect',
    chain: 'eip155',
    imageUrl: icon('#3b99fc'),
  },
  {
    id: 'rabbit',
    type: 'ANNOUNCED',
    name: 'Rabbit Wallet',
    chain: 'eip155',
    info: { rdns: 'io.rabbit' },
    imageUrl: icon('#7c5cff'),
  },
  { id: 'fox', type: 'INJECTED', name: 'Fox Wallet', chain: 'eip155', imageUrl: icon('#f6851b') },
  { id: 'ledger', type: 'EXTERNAL', name: 'Hardware Wallet', chain: 'eip155' },
]

const adapter = createFakeChainAdapter({ connectors, balance: '1.234567' })
const client = createSigil({
  projectId: 'screenshots',
  metadata: { name: 'Demo app', description: 'Screenshots', url: 'http://127.0.0.1', icons: [] },
  networks: [TEST_MAINNET, TEST_BASE],
  adapters: [adapter],
  reconnect: false,
  features: { email: true, socials: ['google', 'github', 'x', 'discord'] },
})
const wallets = Array.from({ length: 10_000 }, (_, index) => ({
  id: `w${index}`,
  name: `Wallet ${index + 1}`,
  imageUrl: index % 3 === 0 ? icon(`hsl(${(index * 47) % 360} 70% 55%)`) : undefined,
}))
mountSigil(client, {
  walletCount: wallets.length,
  loadWallets: async ({ page, pageSize, search }) => {
    const matching = search ? wallets.filter((w) => w.name.includes(search)) : wallets
    return { wallets: matching.slice((page - 1) * pageSize, page * pageSize), count: matching.length }
  },
})

const CONNECTED_VIEWS: View[] = [
  'Account',
  'ProfileWallets',
  'SwitchNetwork',
  'UnsupportedChain',
  'SIWXSignMessage',
]

declare global {
  interface Window {
    showView(view: View, mode: ThemeMode): Promise<void>
    sigilViews: readonly View[]
  }
}

window.sigilViews = VIEWS
window.showView = async (view, mode) => {
  await client.ready()
  client.close()
  document.body.classList.toggle('dark', mode === 'dark')
  client.setThemeMode(mode)
  const connected = client.getState().connection.status.eip155 === 'connected'
  if (CONNECTED_VIEWS.includes(view) && !connected) {
    await client.connect({ connectorId: 'rabbit', namespace: 'eip155' })
    await client.refreshBalance('eip155')
  }
  if (!CONNECTED_VIEWS.includes(view) && connected && view !== 'ApproveTransaction') {
    await client.disconnect({ namespace: 'eip155', closeModal: true })
  }
  if (view === 'Connect') client.showToast('Wallet list updated', 'success')
  const data =
    view === 'ConnectingExternal'
      ? { connectorId: 'rabbit' }
      : view === 'EmailLogin'
        ? { email: 'someone.with.a.long.address@example.com' }
        : view === 'SwitchNetwork' || view === 'SwitchActiveChain'
          ? { caipNetworkId: TEST_BASE.caipNetworkId }
          : undefined
  await client.open({
    view,
    data,
    uri: view.startsWith('ConnectingWalletConnect')
      ? 'wc:7f6e5d4c@2?relay-protocol=irn&symKey=0a1b2c3d'
      : undefined,
  })
}
