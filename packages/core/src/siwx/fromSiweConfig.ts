import { createSiwxMessage } from './createSiwxMessage.js'
import { SiwxError } from './SiwxError.js'
import { isSessionFor } from './sessions/sameAccount.js'
import type { SiweConfig } from './siweConfig.js'
import type { SiwxConfig, SiwxSession, SiwxSessionKey } from './types.js'

/**
 * Adapts a legacy `siweConfig` to `siwx` (EVM only). The app's backend issues the nonce,
 * verifies and holds the session. It keeps the signed text, so after a reload the session
 * Sigil reports names the address and network but carries no message or signature.
 */
export function fromSiweConfig(siwe: SiweConfig): SiwxConfig {
  let required = siwe.required ?? false
  let last: SiwxSession | undefined

  const current = async (key: SiwxSessionKey): Promise<SiwxSession | undefined> => {
    const session = await siwe.getSession()
    if (!session || `eip155:${session.chainId}` !== key.chainId) return undefined
    if (session.address.toLowerCase() !== key.address.toLowerCase()) return undefined
    if (last && isSessionFor(last, key)) return last
    return {
      data: {
        accountAddress: session.address,
        chainId: key.chainId,
        domain: '',
        uri: '',
        version: '1',
        nonce: '',
      },
      message: '',
      signature: '',
    }
  }

  return {
    namespaces: ['eip155'],
    async createMessage(request) {
      if (!request.chainId.startsWith('eip155:'))
        throw new SiwxError('unsupported', 'siweConfig signs in on EVM networks only')
      const params = (await siwe.getMessageParams?.()) ?? {}
      const nonce = await siwe.getNonce(request.accountAddress)
      const message = createSiwxMessage(request, {
        nonce,
        ...(params.domain ? { domain: params.domain } : {}),
        ...(params.uri ? { uri: params.uri } : {}),
        ...(params.statement ? { statement: params.statement } : {}),
        ...(params.resources ? { resources: params.resources } : {}),
        ...(params.expiry ? { expiresInMs: params.expiry * 1000 } : {}),
      })
      if (!siwe.createMessage) return message
      const text = siwe.createMessage({
        domain: message.domain,
        uri: message.uri,
        address: message.accountAddress,
        version: '1',
        nonce,
        chainId: Number(request.chainId.split(':')[1]),
        ...(message.statement ? { statement: message.statement } : {}),
        ...(message.issuedAt ? { issuedAt: message.issuedAt } : {}),
        ...(message.expirationTime ? { expirationTime: message.expirationTime } : {}),
        ...(message.resources ? { resources: message.resources } : {}),
      })
      return { ...message, serializedMessage: text }
    },
    async addSession(session) {
      const accepted = await siwe.verifyMessage({ message: session.message, signature: session.signature })
      if (!accepted) throw new SiwxError('bad-signature', 'The app did not accept the signature')
      last = session
      const signedIn = await siwe.getSession()
      if (signedIn) siwe.onSignIn?.(signedIn)
    },
    getSession: current,
    async revokeSession() {
      last = undefined
      await siwe.signOut()
      siwe.onSignOut?.()
    },
    async listSessions() {
      const session = await siwe.getSession()
      if (!session) return []
      const found = await current({ chainId: `eip155:${session.chainId}`, address: session.address })
      return found ? [found] : []
    },
    getRequired: () => required,
    setRequired: (value) => {
      required = value
    },
    ...(siwe.signOutOnDisconnect !== undefined ? { signOutOnDisconnect: siwe.signOutOnDisconnect } : {}),
  }
}
