// The WalletConnect bench page: the Sigil bench page (bench/apps/sigil/src/main.tsx) plus the
// WalletConnect connector, pairing through a devnet relay whose URL comes from ?relay= (loopback
// only). `?preload=0` makes the cold page: nothing loaded ahead, neither the modal nor the SDK.
// Built apart from the size figures of the pages (bench/lib/walletConnect.ts).
import { createSigil } from '@sigil/core'
import { base, mainnet } from '@sigil/core/networks'
import { evm } from '@sigil/evm'
import { ConnectButton, mountSigil, SigilProvider } from '@sigil/react'
import { walletConnect } from '@sigil/walletconnect'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

const projectId = '0123456789abcdef0123456789abcdef'
const params = new URLSearchParams(location.search)
const relayUrl = params.get('relay') ?? ''
const metadata = { name: 'Sigil bench', description: 'bench', url: location.origin, icons: [] }

const client = createSigil({
  projectId,
  networks: [mainnet, base],
  adapters: [evm()],
  connectors: [walletConnect({ projectId, relayUrl, metadata })],
})
mountSigil(client, { preload: params.get('preload') !== '0' })

function App() {
  return (
    <main>
      <h1>Sigil bench: WalletConnect</h1>
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
