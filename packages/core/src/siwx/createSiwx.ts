import { loadOnce } from '../client/loadOnce.js'
import type { KeyValueStorage } from '../storage/keyValueStorage.js'
import { resolveKeyValueStorage } from '../storage/resolveKeyValueStorage.js'
import type { SiwxMessageOptions } from './createSiwxMessage.js'
import { loadSiwxChecks } from './loadSiwxChecks.js'
import { SiwxError } from './SiwxError.js'
import { createStorageSessionStore } from './sessions/createStorageSessionStore.js'
import type { SiwxConfig, SiwxSessionStore } from './types.js'

export type CreateSiwxOptions = Omit<SiwxMessageOptions, 'nonce' | 'notBefore'> & {
  /** A connected wallet must sign in before the modal lets it go (default false). */
  required?: boolean
  /** Where sessions live (default: the browser's storage). */
  store?: SiwxSessionStore
  /** The storage for the default store and for the nonces made here (default: localStorage). */
  storage?: KeyValueStorage
  /**
   * Verify signatures here before storing (default true). A backend store that verifies on
   * its side (see createBlockchainSessionStore) may turn this off.
   */
  verify?: boolean
  signOutOnDisconnect?: boolean
}

/**
 * The default sign-in: messages for the page's domain, every session checked (text, time,
 * domain, origin, network, address, a nonce issued here and used once per network, the signature) before
 * it is stored, and stored sessions served back. Nothing is stored when a check fails.
 */
export function createSiwx(options: CreateSiwxOptions = {}): SiwxConfig {
  const now = options.now ?? Date.now
  const storage = resolveKeyValueStorage(options.storage)
  const store = options.store ?? createStorageSessionStore({ now, storage })
  const verify = options.verify ?? true
  let required = options.required ?? false
  // Nonces made here, kept across reloads; a backend store issues and tracks its own.
  // Its code loads with the first message, out of the page's first load.
  const issuedNonces = loadOnce(async () =>
    (await import('./issuedNonces.js')).createIssuedNonces({ storage, key: 'sigil:siwx:nonces', now }),
  )

  return {
    async createMessage(request) {
      const [{ createSiwxMessage }, nonce] = await Promise.all([
        loadSiwxChecks(),
        store.issueNonce ? store.issueNonce() : undefined,
      ])
      const message = createSiwxMessage(request, { ...options, now, ...(nonce ? { nonce } : {}) })
      if (!store.issueNonce) (await issuedNonces()).issue(message.nonce)
      return message
    },
    async addSession(session, context = {}) {
      const { checkSiwxSession, pageOrigin } = await loadSiwxChecks()
      const page = pageOrigin()
      const domain = options.domain ?? page?.domain
      const uri = options.uri ?? page?.uri
      const signed = checkSiwxSession(session, {
        now: now(),
        ...(domain ? { domain } : {}),
        ...(uri ? { uri } : {}),
        ...(context.chainId ? { chainId: context.chainId } : {}),
        ...(context.address ? { address: context.address } : {}),
      })
      if (!store.issueNonce && !(await issuedNonces()).usable(signed.nonce, signed.chainId))
        throw new SiwxError(
          'reused-nonce',
          'This sign-in’s nonce was not issued here, has run out, or was already used on this network',
        )
      if (verify) {
        const { verifySiwxSignature } = await import('./verify/verifySiwxSignature.js')
        await verifySiwxSignature(
          session,
          context.verifySignature ? { verifySignature: context.verifySignature } : {},
        )
      }
      if (!store.issueNonce && !(await issuedNonces()).spend(signed.nonce, signed.chainId))
        throw new SiwxError('reused-nonce', 'This sign-in’s nonce was used meanwhile')
      await store.add({ data: signed, message: session.message, signature: session.signature })
    },
    getSession: (key) => store.get(key),
    revokeSession: (key, tools) => store.revoke(key, tools),
    listSessions: () => store.list(),
    getRequired: () => required,
    setRequired: (value) => {
      required = value
    },
    ...(options.signOutOnDisconnect !== undefined
      ? { signOutOnDisconnect: options.signOutOnDisconnect }
      : {}),
  }
}
