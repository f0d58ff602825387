import type { SiwxSession, SiwxSessionKey } from '../types.js'

/** Whether a session is for this network and address (EVM addresses compare without case). */
export function isSessionFor(session: SiwxSession, key: SiwxSessionKey): boolean {
  if (session.data.chainId !== key.chainId) return false
  const a = session.data.accountAddress
  return key.chainId.startsWith('eip155:') ? a.toLowerCase() === key.address.toLowerCase() : a === key.address
}
