import { ConnectButton, NetworkButton, SigilProvider } from '@sigil/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { WagmiProvider } from 'wagmi'
import { Account } from './Account.js'
import { sigil } from './sigil.js'
import { wagmiConfig } from './wagmiConfig.js'

const queryClient = new QueryClient()

// The providers an app on wagmi already has, with SigilProvider inside them.
export const App = () => (
  <WagmiProvider config={wagmiConfig}>
    <QueryClientProvider client={queryClient}>
      <SigilProvider client={sigil}>
        <header>
          <ConnectButton />
          <NetworkButton />
        </header>
        <main>
          <h1>Sigil with wagmi</h1>
          <Account />
        </main>
      </SigilProvider>
    </QueryClientProvider>
  </WagmiProvider>
)
