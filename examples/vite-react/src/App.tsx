// The README's example, on the devnet.
import { createSigil } from '@sigil/core'
import { evm } from '@sigil/evm'
import { ConnectButton, mountSigil, NetworkButton, SigilProvider } from '@sigil/react'
import { devnetConfig } from '../../devnetConfig.js'

const sigil = createSigil({ ...devnetConfig(import.meta.env.VITE_SIGIL_DEVNET), adapters: [evm()] })
mountSigil(sigil) // in the browser, appends <sigil-modal> (its code loads while the page is idle); on a server, nothing

export const App = () => (
  <SigilProvider client={sigil}>
    <ConnectButton />
    <NetworkButton />
  </SigilProvider>
)
