'use client'

// The README's example as a client component. On the server, createSigil starts nothing that
// needs a browser, mountSigil does nothing and the button renders "Connect"; in the browser,
// mountSigil appends <sigil-modal> and the button hydrates without a mismatch.
import { createSigil } from '@sigil/core'
import { evm } from '@sigil/evm'
import { ConnectButton, mountSigil, NetworkButton, SigilProvider } from '@sigil/react'
import { devnetConfig } from './devnetConfig'

const sigil = createSigil({ ...devnetConfig(process.env.NEXT_PUBLIC_SIGIL_DEVNET), adapters: [evm()] })
mountSigil(sigil)

export function Wallet() {
  return (
    <SigilProvider client={sigil}>
      <ConnectButton />
      <NetworkButton />
    </SigilProvider>
  )
}
