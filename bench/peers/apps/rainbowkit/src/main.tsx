// @ts-nocheck -- a verbatim copy of the shared peer app; typed against its own node_modules, not the root
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import '@rainbow-me/rainbowkit/styles.css'
import { ConnectButton, RainbowKitProvider, getDefaultConfig } from '@rainbow-me/rainbowkit'
import { WagmiProvider } from 'wagmi'
import { mainnet, base } from 'wagmi/chains'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'

// Dummy 32-hex projectId: the real cloud would reject it; the bench runs offline anyway.
const projectId = '0123456789abcdef0123456789abcdef'

const config = getDefaultConfig({
  appName: 'anchor-rainbowkit',
  projectId,
  chains: [mainnet, base],
  ssr: false,
})

const queryClient = new QueryClient()

function App() {
  return (
    <main>
      <h1>RainbowKit anchor</h1>
      <ConnectButton />
    </main>
  )
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <RainbowKitProvider>
          <App />
        </RainbowKitProvider>
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
