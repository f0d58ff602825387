// Sigil on top of the wagmi config: the modal lists the config's connectors and connects through
// them, so wagmi's hooks see every connection Sigil makes, and Sigil sees the ones wagmi makes.
import { createSigil } from '@sigil/core'
import { wagmiAdapter } from '@sigil/evm/wagmi'
import { mountSigil } from '@sigil/react'
import { walletConnect } from '@sigil/walletconnect'
import { devnetConfig } from '../../devnetConfig.js'
import { wagmiConfig } from './wagmiConfig.js'

const config = devnetConfig(import.meta.env.VITE_SIGIL_DEVNET)
const metadata = {
  name: 'Sigil with wagmi',
  description: 'An app on wagmi with Sigil',
  url: window.location.origin,
  icons: [],
}

export const sigil = createSigil({
  ...config,
  metadata,
  adapters: [wagmiAdapter(wagmiConfig)],
  // Phone wallets by QR code: the adapter adds this connector to the wagmi config too, so the
  // app's wagmi hooks see a WalletConnect session Sigil pairs. Its SDK loads only when used.
  connectors: [
    walletConnect({ projectId: config.projectId, relayUrl: config.services?.relayUrl ?? '', metadata }),
  ],
})
mountSigil(sigil)
