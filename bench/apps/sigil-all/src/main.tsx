// The Sigil bench page with every adapter and feature configured: the same page as bench/apps/sigil
// (one connect button, React 18.3.1, the same Vite config) on Ethereum mainnet, Base, Solana and
// Bitcoin, with the EVM, Solana and Bitcoin adapters, WalletConnect, the embedded wallet (email
// login) and sign-in (SIWX). It prices what every feature adds to a page's first load.
import { bitcoin } from '@sigil/bitcoin'
import { createSigil } from '@sigil/core'
import { base, bitcoin as bitcoinMainnet, mainnet, solana as solanaMainnet } from '@sigil/core/networks'
import { createSiwx } from '@sigil/core/siwx'
import { evm } from '@sigil/evm'
import { ConnectButton, mountSigil, SigilProvider } from '@sigil/react'
import { solana } from '@sigil/solana'
import { walletConnect } from '@sigil/walletconnect'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { EMBEDDED_WALLET_URL, RELAY_URL } from './offlineServices.js'

// Dummy 32-hex projectId, as in the peers' apps; the bench runs offline, so the relay and the
// embedded wallet's frame are loopback URLs nothing answers (offlineServices.ts says which).
const projectId = '0123456789abcdef0123456789abcdef'
const metadata = { name: 'Sigil bench', description: 'Every adapter', url: location.origin, icons: [] }

const client = createSigil({
  projectId,
  metadata,
  networks: [mainnet, base, solanaMainnet, bitcoinMainnet],
  adapters: [evm(), solana(), bitcoin()],
  connectors: [walletConnect({ projectId, relayUrl: RELAY_URL, metadata })],
  services: { embeddedWalletUrl: EMBEDDED_WALLET_URL },
  authConnector: () => import('@sigil/embedded-wallet').then((module) => module.embeddedWallet),
  siwx: createSiwx({ statement: 'Sign in to the Sigil bench.' }),
})
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
