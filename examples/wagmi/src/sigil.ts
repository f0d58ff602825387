// Sigil on top of the wagmi config: the modal lists the config's connectors and connects through
// them, so wagmi's hooks see every connection Sigil makes, and Sigil sees the ones wagmi makes.
import { createSigil } from '@sigil/core'
import { wagmiAdapter } from '@sigil/evm/wagmi'
import { mountSigil } from '@sigil/react'
import { devnetConfig } from '../../devnetConfig.js'
import { wagmiConfig } from './wagmiConfig.js'

export const sigil = createSigil({
  ...devnetConfig(import.meta.env.VITE_SIGIL_DEVNET),
  adapters: [wagmiAdapter(wagmiConfig)],
})
mountSigil(sigil)
