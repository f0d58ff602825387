import type { Devnet } from '@sigil/devnet'
import type { DevnetInfo } from '../devnetInfo.js'

/** Picks, from a running devnet, what the page is allowed to know. */
export function toDevnetInfo(devnet: Devnet): DevnetInfo {
  const recipient = devnet.accounts[1]?.address
  if (!recipient) throw new Error('the devnet has fewer than two accounts')
  return {
    projectId: devnet.projectId,
    mnemonic: devnet.mnemonic,
    chains: devnet.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
    services: {
      registryUrl: devnet.urls.registry,
      blockchainUrl: devnet.urls.blockchain,
      analyticsUrl: devnet.urls.analytics,
      embeddedWalletUrl: devnet.urls.embeddedWallet,
    },
    recipient,
  }
}
