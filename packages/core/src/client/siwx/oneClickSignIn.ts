import type { CaipNetworkId } from '../../caip/types.js'
import type { OneClickSignInRequest, SharedConnectorSignIn } from '../../sharedConnector.js'
import type { SiwxSession } from '../../siwx/types.js'
import type { ClientContext } from '../context.js'
import type { SiwxClient } from '../types.js'

// The account is unknown until the wallet answers; the config only needs a well-formed one to
// write the fields that do not depend on it (domain, uri, nonce, statement, times).
const UNKNOWN_EVM_ACCOUNT = '0x0000000000000000000000000000000000000000'

/**
 * What the client hands a shared connector that can sign in during its connect, when the app
 * configured sign-in (`siwx` or `siweConfig`): the request comes from the app's config, the
 * signed sessions go back through `client.siwx.addSessions`, which verifies and stores them.
 */
export function createOneClickSignIn(
  ctx: ClientContext,
  siwx: () => SiwxClient | undefined,
): SharedConnectorSignIn | undefined {
  const config = ctx.config.siwx
  if (config === undefined && ctx.config.siweConfig === undefined) return undefined
  const namespaces = config?.namespaces ?? ['eip155']
  return {
    async prepare(chains) {
      const client = siwx()
      const evmChains = chains.filter((id): id is CaipNetworkId => id.startsWith('eip155:'))
      const first = evmChains[0]
      if (client === undefined || first === undefined || !namespaces.includes('eip155'))
        throw new Error('Sign-in does not apply to these networks')
      const message = await client.createMessage({ accountAddress: UNKNOWN_EVM_ACCOUNT, chainId: first })
      const request: OneClickSignInRequest = {
        chains: evmChains,
        domain: message.domain,
        uri: message.uri,
        nonce: message.nonce,
      }
      if (message.statement) request.statement = message.statement
      if (message.expirationTime) request.expirationTime = message.expirationTime
      if (message.notBefore) request.notBefore = message.notBefore
      if (message.requestId) request.requestId = message.requestId
      if (message.resources && message.resources.length > 0) request.resources = [...message.resources]
      return request
    },
    async complete(sessions) {
      const client = siwx()
      const kept: SiwxSession[] = []
      if (client === undefined) return kept
      for (const session of sessions) {
        try {
          await client.addSessions([session])
          kept.push(session)
        } catch (error) {
          ctx.logger.warn('A sign-in the wallet signed while connecting was refused', error)
        }
      }
      return kept
    },
  }
}
