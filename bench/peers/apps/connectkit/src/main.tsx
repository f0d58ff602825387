// @ts-nocheck -- a verbatim copy of the shared peer app; typed against its own node_modules, not the root
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ConnectKitButton, ConnectKitProvider, getDefaultConfig } from 'connectkit'
import { WagmiProvider, createConfig, http } from 'wagmi'
import { mainnet, base } from 'wagmi/chains'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'

// Dummy 32-hex projectId: the real cloud would reject it; the bench runs offline anyway.
const projectId = '0123456789abcdef0123456789abcdef'

const config = createConfig(
  getDefaultConfig({
    chains: [mainnet, base],
    transports: { [mainnet.id]: http(), [base.id]: http() },
    walletConnectProjectId: projectId,
    appName: 'anchor-connectkit',
  }),
)

const queryClient = new QueryClient()

function App() {
  return (
    <main>
      <h1>ConnectKit anchor</h1>
      <ConnectKitButton />
    </main>
  )
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <ConnectKitProvider>
          <App />
        </ConnectKitProvider>
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
