// The Sigil bench page: one page, one connect button, Ethereum mainnet + Base, the EVM adapter.
// Equivalent to the peers' apps in bench/peers/apps (same React 18.3.1, same Vite config).
import { createSigil } from '@sigil/core'
import { base, mainnet } from '@sigil/core/networks'
import { evm } from '@sigil/evm'
import { ConnectButton, mountSigil, SigilProvider } from '@sigil/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

// Dummy 32-hex projectId, as in the peers' apps; the bench runs offline.
const projectId = '0123456789abcdef0123456789abcdef'

const client = createSigil({ projectId, networks: [mainnet, base], adapters: [evm()] })
mountSigil(client)

function App() {
  return (
    <main>
      <h1>Sigil bench</h1>
      <ConnectButton />
    </main>
  )
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SigilProvider client={client}>
      <App />
    </SigilProvider>
  </StrictMode>,
)
