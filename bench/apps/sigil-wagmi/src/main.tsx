// The Sigil bench page through the wagmi bridge: the page of bench/apps/sigil (one connect button,
// Ethereum mainnet + Base, React 18.3.1) in an app that already uses wagmi. The app's wagmi config,
// WagmiProvider and React Query stay; Sigil drives the config's connectors (EIP-6963 wallets wagmi
// discovers, injected()) through @sigil/evm/wagmi, and the app's wagmi hooks see the same account.
import { createSigil } from '@sigil/core'
import { base as baseNetwork, mainnet as mainnetNetwork } from '@sigil/core/networks'
import { wagmiAdapter } from '@sigil/evm/wagmi'
import { ConnectButton, mountSigil, SigilProvider } from '@sigil/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createConfig, http, injected, useConnection, WagmiProvider } from 'wagmi'
import { base, mainnet } from 'wagmi/chains'

// Dummy 32-hex projectId, as in the peers' apps; the bench runs offline.
const projectId = '0123456789abcdef0123456789abcdef'

const config = createConfig({
  chains: [mainnet, base],
  connectors: [injected()],
  transports: { [mainnet.id]: http(), [base.id]: http() },
})
const queryClient = new QueryClient()

const client = createSigil({
  projectId,
  networks: [mainnetNetwork, baseNetwork],
  // The cast is for this monorepo only: the page's wagmi and the bridge's @wagmi/core are typed
  // against two installed copies of viem (this folder's and the workspace's). An app has one.
  adapters: [wagmiAdapter(config as unknown as Parameters<typeof wagmiAdapter>[0])],
})
mountSigil(client)

/** What the app already shows with its wagmi hooks; it follows a connection made in Sigil's modal. */
function WagmiAccount() {
  const { address, status } = useConnection()
  return <p data-wagmi-account>wagmi: {address ?? status}</p>
}

function App() {
  return (
    <main>
      <h1>Sigil bench (wagmi bridge)</h1>
      <ConnectButton />
      <WagmiAccount />
    </main>
  )
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <SigilProvider client={client}>
          <App />
        </SigilProvider>
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
