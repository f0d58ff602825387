import type { CaipNetwork, CaipNetworkId } from '../../caip/types.js'
import type { SiwxAddContext } from '../../siwx/types.js'
import type { ClientContext } from '../context.js'

/**
 * What the client tells the sign-in config about a session it adds: the account and network it
 * expects, the network's RPC URL, and the signature check of the network's adapter when it has one.
 */
export function siwxAddContext(
  ctx: ClientContext,
  expected: { address: string; chainId: CaipNetworkId },
  network: CaipNetwork | undefined,
): SiwxAddContext {
  const rpcUrl = network?.rpcUrls.default.http[0]
  const adapter = network ? ctx.adapters.get(network.chainNamespace) : undefined
  const verify = adapter?.verifySignature?.bind(adapter)
  return {
    ...expected,
    ...(rpcUrl ? { rpcUrl } : {}),
    ...(network && verify
      ? {
          verifySignature: (session) =>
            verify({
              network,
              address: session.data.accountAddress,
              message: session.message,
              signature: session.signature,
            }),
        }
      : {}),
  }
}
