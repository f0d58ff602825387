// Loaded into the demo page by e2e/twoClients.test.ts through Vite's dev server: a second,
// independent Sigil client with its own <sigil-modal>, beside the demo's own.
import { createSigil, type SigilClient } from '@sigil/core'
import { evm } from '@sigil/evm'
import { mountSigil } from '@sigil/react'
import { devnetNetwork } from '../../apps/demo/src/createDemoSigil.js'
import type { DevnetInfo } from '../../apps/demo/src/devnetInfo.js'

export const SECOND_STORAGE_PREFIX = 'sigil-second'

export async function mountSecondClient(): Promise<void> {
  const info = (await (await fetch('/devnet.json')).json()) as DevnetInfo
  const client: SigilClient = createSigil({
    projectId: info.projectId,
    metadata: { name: 'Second client', description: 'Beside the demo', url: location.origin, icons: [] },
    networks: info.chains.map((chain) => devnetNetwork(chain, location.origin)),
    adapters: [evm()],
    services: { registryUrl: info.services.registryUrl, blockchainUrl: info.services.blockchainUrl },
    storagePrefix: SECOND_STORAGE_PREFIX,
  })
  const { element } = mountSigil(client)
  if (element) element.id = 'second-sigil'
  await client.ready()
  ;(window as unknown as { __secondClient: SigilClient }).__secondClient = client
}
