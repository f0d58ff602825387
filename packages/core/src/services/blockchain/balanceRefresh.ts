import type { CaipNetwork } from '../../caip/types.js'
import { NATIVE_TOKEN_ADDRESS } from './swapCalls.js'

/** How the balance service names a network's native coin in `forceUpdate`: the zero address. */
const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/

/**
 * The `forceUpdate` query of `GET /v1/account/{address}/balance`: the CAIP-10 addresses of the
 * tokens whose balances the service must read afresh, comma-separated (the native coin as the
 * zero address). The service refuses anything else with a 400 and refreshes EVM networks only,
 * so `true` (read past every cache) names the tokens listed last time plus the native coin, and
 * an explicit list is kept to well-formed addresses on the network (the swap service's
 * `0xeeee…` native placeholder becomes the zero address). Undefined: nothing to ask for.
 */
export function forceUpdateQuery(
  network: CaipNetwork,
  requested: boolean | readonly string[] | undefined,
  listed: readonly { address?: string | undefined }[] | undefined,
): string | undefined {
  if (requested === undefined || requested === false || network.chainNamespace !== 'eip155') return undefined
  const prefix = `${network.caipNetworkId}:`
  const wanted =
    requested === true
      ? [`${prefix}${ZERO_ADDRESS}`, ...(listed ?? []).flatMap((token) => token.address ?? [])]
      : requested
  const tokens = new Set<string>()
  for (const caip10 of wanted) {
    if (!caip10.startsWith(prefix)) continue
    const address = caip10.slice(prefix.length)
    if (!EVM_ADDRESS.test(address)) continue
    tokens.add(`${prefix}${address.toLowerCase() === NATIVE_TOKEN_ADDRESS ? ZERO_ADDRESS : address}`)
  }
  return tokens.size > 0 ? [...tokens].join(',') : undefined
}
