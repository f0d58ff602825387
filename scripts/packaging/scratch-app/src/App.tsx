// The README's example, as a new user copies it, against the packed tarballs.
import { createSigil } from '@sigil/core'
import { base, mainnet } from '@sigil/core/networks'
import { evm } from '@sigil/evm'
import { ConnectButton, mountSigil, NetworkButton, SigilProvider, useAccount } from '@sigil/react'

export const sigil = createSigil({
  projectId: 'your-project-id',
  networks: [mainnet, base],
  adapters: [evm()],
})
mountSigil(sigil)

function Status() {
  const { status, address } = useAccount()
  return <output>{address ?? status}</output>
}

export const App = () => (
  <SigilProvider client={sigil}>
    <ConnectButton />
    <NetworkButton />
    <Status />
  </SigilProvider>
)
