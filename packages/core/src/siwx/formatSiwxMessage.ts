import { parseCaipNetworkId } from '../caip/caipNetworkId.js'
import type { NetworkNamespace } from '../caip/types.js'
import { ACCOUNT_LABELS } from './accountLabels.js'
import { SiwxError } from './SiwxError.js'
import type { SiwxMessage } from './types.js'

/**
 * The text a wallet signs: EIP-4361 for eip155, and the same layout with the chain's own
 * label (CAIP-122) for solana and bip122. `Chain ID` carries the CAIP-2 reference.
 */
export function formatSiwxMessage(message: SiwxMessage): string {
  const { chainNamespace, chainId } = parseCaipNetworkId(message.chainId)
  const label = ACCOUNT_LABELS[chainNamespace as NetworkNamespace]
  if (!label) throw new SiwxError('unsupported', `Sign-in is not supported on ${message.chainId}`)
  for (const [name, value] of Object.entries(message))
    if (typeof value === 'string' && value.includes('\n') && name !== 'serializedMessage')
      throw new SiwxError('malformed', `The ${name} of a sign-in message cannot contain a line break`)
  const header = `${message.domain} wants you to sign in with your ${label} account:\n${message.accountAddress}`
  const lines = [
    `URI: ${message.uri}`,
    `Version: ${message.version}`,
    `Chain ID: ${chainId}`,
    `Nonce: ${message.nonce}`,
  ]
  if (message.issuedAt) lines.push(`Issued At: ${message.issuedAt}`)
  if (message.expirationTime) lines.push(`Expiration Time: ${message.expirationTime}`)
  if (message.notBefore) lines.push(`Not Before: ${message.notBefore}`)
  if (message.requestId) lines.push(`Request ID: ${message.requestId}`)
  if (message.resources && message.resources.length > 0)
    lines.push('Resources:', ...message.resources.map((resource) => `- ${resource}`))
  const statement = message.statement ? `${message.statement}\n` : ''
  return `${header}\n\n${statement}\n${lines.join('\n')}`
}
