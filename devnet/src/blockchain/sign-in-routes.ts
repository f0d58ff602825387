import { randomBytes } from 'node:crypto'
import { getAddress, type Hex, isAddress, isHex } from 'viem'
import { badRequest, HttpError } from '../http/http-error.js'
import { readJsonObject } from '../http/read-body.js'
import { json } from '../http/reply.js'
import type { Route } from '../http/route.js'
import type { ChainService } from './chain-services.js'
import { projectRoute } from './require-project-id.js'
import type { SessionStore } from './session-store.js'

const NONCE_TTL_MS = 10 * 60_000
const MAX_MESSAGE_LENGTH = 8192

/** Nonces this devnet issued, each good once and for ten minutes. */
export class SignInNonces {
  private readonly issued = new Map<string, number>()

  issue(now = Date.now()): { nonce: string; expiresAt: string } {
    const nonce = randomBytes(12).toString('hex')
    this.issued.set(nonce, now + NONCE_TTL_MS)
    return { nonce, expiresAt: new Date(now + NONCE_TTL_MS).toISOString() }
  }

  /** True once for an issued, unexpired nonce; false for any other. */
  consume(nonce: string, now = Date.now()): boolean {
    const expiresAt = this.issued.get(nonce)
    this.issued.delete(nonce)
    return expiresAt !== undefined && expiresAt > now
  }
}

/** The few fields of an EIP-4361 text the service needs, read on their own lines. */
function readSignIn(message: string) {
  const lines = message.split('\n')
  const header = /^(\S+) wants you to sign in with your Ethereum account:$/.exec(lines[0] ?? '')
  const field = (label: string) =>
    lines.find((line) => line.startsWith(`${label}: `))?.slice(label.length + 2)
  const address = lines[1] ?? ''
  const chainId = field('Chain ID')
  const nonce = field('Nonce')
  if (!header || !isAddress(address, { strict: false }) || !chainId || !nonce)
    throw badRequest('message must be an EIP-4361 sign-in message')
  return {
    domain: header[1]!,
    address: getAddress(address),
    chainId: `eip155:${chainId}`,
    nonce,
    expirationTime: field('Expiration Time'),
    notBefore: field('Not Before'),
  }
}

/**
 * Sign-in sessions held by the service for an app's backend: a nonce is issued, the signed
 * EIP-4361 text is verified (nonce issued here and unused, time window, the signature on the
 * named chain, smart accounts included) and becomes a session readable at /v1/sessions/{id}.
 */
export function signInRoutes(input: {
  chains: readonly ChainService[]
  sessions: SessionStore
  nonces: SignInNonces
}): Route[] {
  const { chains, sessions, nonces } = input
  return [
    projectRoute('sessionNonce', 'POST', '/v1/sessions/nonce', () => json(nonces.issue())),
    projectRoute('signIn', 'POST', '/v1/sessions', async ({ req }) => {
      const body = await readJsonObject(req)
      const { message, signature } = body
      if (typeof message !== 'string' || message.length > MAX_MESSAGE_LENGTH)
        throw badRequest('message must be the signed text')
      if (typeof signature !== 'string' || !isHex(signature))
        throw badRequest('signature must be a hex string')
      const signIn = readSignIn(message)
      const service = chains.find((candidate) => candidate.chain.caipId === signIn.chainId)
      if (!service) throw badRequest(`chain ${signIn.chainId} is not a devnet chain`)
      const now = Date.now()
      if (signIn.expirationTime && Date.parse(signIn.expirationTime) <= now)
        throw new HttpError(401, 'the sign-in message has expired', 'expired')
      if (signIn.notBefore && Date.parse(signIn.notBefore) > now)
        throw new HttpError(401, 'the sign-in message is not valid yet', 'not_yet_valid')
      if (!nonces.consume(signIn.nonce))
        throw new HttpError(409, 'the nonce was not issued here or was already used', 'nonce_reused')
      const valid = await service.chain.client
        .verifyMessage({ address: signIn.address, message, signature: signature as Hex })
        .catch(() => false)
      if (!valid) throw new HttpError(401, 'signature does not match the address', 'invalid_signature')
      const session = sessions.create({
        id: `session-${randomBytes(8).toString('hex')}`,
        pci: `pci-${randomBytes(8).toString('hex')}`,
        address: signIn.address,
        chainId: signIn.chainId,
        ...(signIn.expirationTime ? { expiresAt: new Date(signIn.expirationTime).toISOString() } : {}),
        signedIn: { message, signature },
      })
      return json(session, 201)
    }),
  ]
}
