import { parseCaipNetworkId } from '../caip/caipNetworkId.js'
import { toChecksumAddress } from '../validation/checksumAddress.js'
import { isEvmAddress } from '../validation/evmAddress.js'
import { createNonce } from './createNonce.js'
import { formatSiwxMessage } from './formatSiwxMessage.js'
import { SiwxError } from './SiwxError.js'
import type { SiwxMessage, SiwxMessageRequest } from './types.js'

export type SiwxMessageOptions = {
  /** Default: the page's host (`location.host`). */
  domain?: string
  /** Default: the page's address (`location.href`). */
  uri?: string
  statement?: string
  resources?: readonly string[]
  /** How long a session lasts from signing; no expiration when absent. */
  expiresInMs?: number
  /** Default: a fresh nonce from crypto.getRandomValues. */
  nonce?: string
  requestId?: string
  notBefore?: Date
  now?: () => number
}

/** The page this runs in, read only when a message is made (never at import, so SSR is safe). */
export function pageOrigin(): { domain: string; uri: string } | undefined {
  const location = (globalThis as { location?: { host?: string; href?: string } }).location
  if (!location?.host || !location.href) return undefined
  return { domain: location.host, uri: location.href }
}

/** A message for one account on one network, with its signed text in `serializedMessage`. */
export function createSiwxMessage(
  request: SiwxMessageRequest,
  options: SiwxMessageOptions = {},
): SiwxMessage {
  const page = pageOrigin()
  const domain = options.domain ?? page?.domain
  const uri = options.uri ?? page?.uri
  if (!domain || !uri)
    throw new SiwxError('malformed', 'A sign-in message needs a domain and a uri; pass them outside a page')
  const { chainNamespace } = parseCaipNetworkId(request.chainId)
  let accountAddress = request.accountAddress
  if (chainNamespace === 'eip155') {
    if (!isEvmAddress(accountAddress))
      throw new SiwxError('malformed', `${accountAddress} is not an EVM address`)
    accountAddress = toChecksumAddress(accountAddress)
  }
  const now = options.now?.() ?? Date.now()
  const message: SiwxMessage = {
    accountAddress,
    chainId: request.chainId,
    domain,
    uri,
    version: '1',
    nonce: options.nonce ?? createNonce(),
    issuedAt: new Date(now).toISOString(),
  }
  if (options.statement) message.statement = options.statement
  if (options.expiresInMs !== undefined)
    message.expirationTime = new Date(now + options.expiresInMs).toISOString()
  if (options.notBefore) message.notBefore = options.notBefore.toISOString()
  if (options.requestId) message.requestId = options.requestId
  if (options.resources && options.resources.length > 0) message.resources = [...options.resources]
  return { ...message, serializedMessage: formatSiwxMessage(message) }
}
