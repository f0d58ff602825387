import { createHash } from 'node:crypto'
import type { Devnet } from '@sigil/devnet'
import type { DevnetInfo } from '../devnetInfo.js'

/** Picks, from a running devnet, what the page is allowed to know. */
export function toDevnetInfo(devnet: Devnet): DevnetInfo {
  const recipient = devnet.accounts[1]?.address
  if (!recipient) throw new Error('the devnet has fewer than two accounts')
  return {
    projectId: devnet.projectId,
    mnemonic: devnet.mnemonic,
    chains: devnet.chains.map(({ chainId, name, rpcUrl }) => ({
      chainId,
      name,
      rpcUrl,
      ...(devnet.urls.rpcFallback[chainId] ? { rpcFallbackUrl: devnet.urls.rpcFallback[chainId] } : {}),
    })),
    services: {
      registryUrl: devnet.urls.registry,
      blockchainUrl: devnet.urls.blockchain,
      analyticsUrl: devnet.urls.analytics,
      relayUrl: devnet.urls.relay,
      embeddedWalletUrl: devnet.urls.embeddedWallet,
    },
    recipient,
    ...(devnet.chains[0] && devnet.contracts[devnet.chains[0].chainId]
      ? { batchAccount: devnet.contracts[devnet.chains[0].chainId]!.batchAccount }
      : {}),
    ...(devnet.solanaKeys[0] && devnet.solanaKeys[1]
      ? {
          solana: {
            rpcUrl: devnet.urls.solana,
            secretKey: devnet.solanaKeys[0].secretKey,
            recipient: devnet.solanaKeys[1].address,
          },
        }
      : {}),
    // Devnet derives key i from its label: the private key is sha256 of it.
    ...(devnet.bitcoinKeys[0]
      ? { bitcoin: { privateKey: createHash('sha256').update(devnet.bitcoinKeys[0].label).digest('hex') } }
      : {}),
  }
}
