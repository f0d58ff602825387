// The AllWallets bench page: the Sigil page plus a wallet list and wallet images (object URLs, as the
// modal's registry source makes them) from a devnet registry whose base URL comes from ?registry=
// (loopback only). Not part of the size figures (built apart, bench/run.ts).
import { createSigil } from '@sigil/core'
import { base, mainnet } from '@sigil/core/networks'
import { createRegistryClient } from '@sigil/core/services'
import { evm } from '@sigil/evm'
import { ConnectButton, type LoadWallets, mountSigil, SigilProvider } from '@sigil/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

const projectId = '0123456789abcdef0123456789abcdef'
const registryUrl = new URLSearchParams(location.search).get('registry') ?? ''

async function start(): Promise<void> {
  const registry = createRegistryClient({ projectId, sdkVersion: '0.1.0', baseUrl: registryUrl })
  const client = createSigil({
    projectId,
    networks: [mainnet, base],
    adapters: [evm()],
    services: { registryUrl },
  })
  const loadWallets: LoadWallets = async ({ page, pageSize, search, badge }) => {
    const answer = await registry.getWallets({ page, entries: pageSize, search, badge_type: badge })
    return {
      count: answer.count,
      wallets: answer.data.map((listing) => ({
        id: listing.id,
        name: listing.name,
        // As the modal's own registry source does: the image call carries the project id.
        ...(listing.image_id
          ? { imageId: listing.image_id }
          : listing.image_url
            ? { imageUrl: listing.image_url }
            : {}),
        ...(listing.rdns ? { rdns: listing.rdns } : {}),
      })),
    }
  }
  const loadWalletImage = (imageId: string) => registry.preloadImage('wallet', imageId)
  const walletCount = (await registry.getWallets({ page: 1, entries: 1 })).count
  mountSigil(client, { loadWallets, walletCount, loadWalletImage })
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

void start()
