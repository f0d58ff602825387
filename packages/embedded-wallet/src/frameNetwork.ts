import type { CaipNetwork, SigilClient, SigilState } from '@sigil/core'

/** The eip155 network the frame acts on: the active one, else the first configured. */
export function frameNetwork(state: SigilState): CaipNetwork | undefined {
  const active = state.chain.activeNetwork
  if (active?.chainNamespace === 'eip155') return active
  return state.chain.networks.find((network) => network.chainNamespace === 'eip155')
}

/** The network fields the site reads with a request: chain id and RPC URL of the eip155 network. */
export function frameNetworkFields(client: SigilClient): { chainId: number | string; rpcUrl?: string } {
  const network = frameNetwork(client.getState())
  if (!network) return { chainId: 1 }
  const rpcUrl = network.rpcUrls.default.http[0]
  return { chainId: network.id, ...(rpcUrl ? { rpcUrl } : {}) }
}

/** GET_USER's payload as the hosted site reads it: the network and the app's preferred kind. */
export function userRequest(client: SigilClient): Record<string, unknown> {
  // The app's preferred kind (eip155's default is smartAccount, R-STATE-32) counts on the
  // secure site until the user chooses one there.
  const preferred = client.getState().accounts.eip155.preferredAccountType
  return {
    ...frameNetworkFields(client),
    ...(preferred === 'eoa' || preferred === 'smartAccount' ? { preferredAccountType: preferred } : {}),
  }
}
