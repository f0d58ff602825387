import { type CaipNetwork, defineNetwork } from '@sigil/core'
import type { Devnet } from '@sigil/devnet'
import { startTestWallet, type TestWallet, type TestWalletOptions } from '@sigil/devnet/relay-wallet'

/** Each devnet chain as an EVM network on its own RPC (what a page on devnet configures). */
export function devnetEvmNetworks(devnet: Devnet): CaipNetwork[] {
  return devnet.chains.map((chain) =>
    defineNetwork({
      id: chain.chainId,
      caipNetworkId: `eip155:${chain.chainId}`,
      chainNamespace: 'eip155',
      name: chain.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    }),
  )
}

/** The protocol's own wallet SDK on devnet's relay, holding devnet account `account`, on every devnet chain. */
export function startRelayWallet(
  devnet: Devnet,
  account: number,
  options: Partial<TestWalletOptions> = {},
): Promise<TestWallet> {
  return startTestWallet({
    relayUrl: devnet.urls.relay,
    projectId: devnet.projectId,
    privateKey: devnet.accounts[account]!.privateKey,
    chainIds: devnet.chains.map((chain) => chain.chainId),
    ...options,
  })
}
