// The AllWallets bench page: the Sigil page whose registry (wallet list, count, images, search) is a
// devnet registry whose base URL comes from ?registry= (loopback only). Not part of the size figures
// (built apart, bench/run.ts).
import { createSigil } from '@sigil/core'
import { base, mainnet } from '@sigil/core/networks'
import { evm } from '@sigil/evm'
import { ConnectButton, mountSigil, SigilProvider } from '@sigil/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

const projectId = '0123456789abcdef0123456789abcdef'
const registryUrl = new URLSearchParams(location.search).get('registry') ?? ''

function start(): void {
  // The modal's own registry source (config.services): pages, the count, images as object URLs,
  // and the search with its minimum wait, exactly as an app gets them.
  const client = createSigil({
    projectId,
    networks: [mainnet, base],
    adapters: [evm()],
    services: { registryUrl },
  })
  mountSigil(client)
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <SigilProvider client={client}>
        <main>
          <h1>Sigil bench: AllWallets</h1>
          <ConnectButton />
        </main>
      </SigilProvider>
    </StrictMode>,
  )
}

start()
