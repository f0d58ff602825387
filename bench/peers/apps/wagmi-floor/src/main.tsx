// @ts-nocheck -- a verbatim copy of the shared peer app; typed against its own node_modules, not the root
// Floor, not a peer: the same wagmi/viem/react-query/React stack with no modal library,
// a plain button and a plain list of wagmi connectors. What every anchor pays before its own code.
import { StrictMode, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider, createConfig, http, useConnect } from 'wagmi'
import { injected, walletConnect } from 'wagmi/connectors'
import { mainnet, base } from 'wagmi/chains'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'

// Dummy 32-hex projectId: the real cloud would reject it; the bench runs offline anyway.
const projectId = '0123456789abcdef0123456789abcdef'

const config = createConfig({
  chains: [mainnet, base],
  connectors: [injected(), walletConnect({ projectId, showQrModal: false })],
  transports: { [mainnet.id]: http(), [base.id]: http() },
})

const queryClient = new QueryClient()

function App() {
  const [open, setOpen] = useState(false)
  const { connectors, connect } = useConnect()
  return (
    <main>
      <h1>wagmi floor</h1>
      <button data-testid="connect" onClick={() => setOpen(true)}>Connect Wallet</button>
      {open && (
        <div role="dialog" aria-label="Connect Wallet">
          {connectors.map((c) => (
            <button key={c.uid} data-testid={`wallet-option-${c.id}`} onClick={() => connect({ connector: c })}>
              {c.name}
            </button>
          ))}
        </div>
      )}
    </main>
  )
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <App />
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
