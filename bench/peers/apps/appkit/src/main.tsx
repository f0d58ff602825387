// @ts-nocheck -- a verbatim copy of the shared peer app; typed against its own node_modules, not the root
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createAppKit } from '@reown/appkit/react'
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
import { mainnet, base } from '@reown/appkit/networks'
import type { AppKitNetwork } from '@reown/appkit/networks'
import { WagmiProvider } from 'wagmi'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'

// Dummy 32-hex projectId: the real cloud would reject it; the bench runs offline anyway.
const projectId = '0123456789abcdef0123456789abcdef'
const networks: [AppKitNetwork, ...AppKitNetwork[]] = [mainnet, base]

const wagmiAdapter = new WagmiAdapter({ networks, projectId, ssr: false })

createAppKit({
  adapters: [wagmiAdapter],
  networks,
  projectId,
  metadata: {
    name: 'anchor-appkit',
    description: 'perf baseline',
    url: 'http://127.0.0.1',
    icons: [],
  },
})

const queryClient = new QueryClient()

function App() {
  return (
    <main>
      <h1>AppKit anchor</h1>
      {/* @ts-expect-error custom element registered by createAppKit */}
      <appkit-button />
    </main>
  )
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WagmiProvider config={wagmiAdapter.wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <App />
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
