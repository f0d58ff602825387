import { parseSiwxMessage } from './parseSiwxMessage.js'
import { SiwxError } from './SiwxError.js'
import type { SiwxMessage, SiwxSession } from './types.js'

/** What the signed message must say; each absent expectation is not checked. */
export type SiwxExpectations = {
  domain?: string
  /** Compared by origin: a sign-in on one page of the app is good for the app. */
  uri?: string
  chainId?: string
  address?: string
  /** The time to judge expiry by (ms since 1970). */
  now: number
}

const COMPARED: readonly (keyof SiwxMessage)[] = [
  'accountAddress',
  'chainId',
  'domain',
  'uri',
  'version',
  'nonce',
  'statement',
  'requestId',
  'issuedAt',
  'expirationTime',
  'notBefore',
]

function originOf(uri: string): string | undefined {
  try {
    return new URL(uri).origin
  } catch {
    return undefined
  }
}

function sameAddress(chainId: string, a: string, b: string): boolean {
  return chainId.startsWith('eip155:') ? a.toLowerCase() === b.toLowerCase() : a === b
}

/**
 * Everything about a session but its signature: the signed text says what `data` says, the
 * time is within its window, and it names this domain, origin, network and address.
 * Returns the message as read from the signed text.
 */
export function checkSiwxSession(session: SiwxSession, expect: SiwxExpectations): SiwxMessage {
  const signed = parseSiwxMessage(session.message)
  const data = session.data
  const differs =
    COMPARED.some((key) => (data[key] ?? undefined) !== (signed[key] ?? undefined)) ||
    (data.resources ?? []).join('\n') !== (signed.resources ?? []).join('\n') ||
    (data.serializedMessage !== undefined && data.serializedMessage !== session.message)
  if (differs) throw new SiwxError('tampered', 'The signed text does not match the sign-in message')
  if (signed.expirationTime && Date.parse(signed.expirationTime) <= expect.now)
    throw new SiwxError('expired', `This sign-in expired at ${signed.expirationTime}`)
  if (signed.notBefore && Date.parse(signed.notBefore) > expect.now)
    throw new SiwxError('not-yet-valid', `This sign-in is not valid before ${signed.notBefore}`)
  if (expect.domain !== undefined && signed.domain !== expect.domain)
    throw new SiwxError('wrong-domain', `This sign-in is for ${signed.domain}, not ${expect.domain}`)
  if (expect.uri !== undefined && originOf(signed.uri) !== originOf(expect.uri))
    throw new SiwxError('wrong-uri', `This sign-in is for ${signed.uri}, not ${expect.uri}`)
  if (expect.chainId !== undefined && signed.chainId !== expect.chainId)
    throw new SiwxError('wrong-chain', `This sign-in is for network ${signed.chainId}, not ${expect.chainId}`)
  if (expect.address !== undefined && !sameAddress(signed.chainId, signed.accountAddress, expect.address))
    throw new SiwxError(
      'wrong-address',
      `This sign-in is for ${signed.accountAddress}, not ${expect.address}`,
    )
  return signed
}
