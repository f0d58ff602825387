import { type Address, getAddress, type Hex, isAddress, verifyMessage } from 'viem'
import { badRequest, HttpError, notFound } from '../http/http-error.js'

export interface DevnetSession {
  id: string
  /** Permission context id; a revocation must name it. */
  pci: string
  address: Address
  chainId: string
  createdAt: string
  expiresAt: string
  revoked: boolean
  revokedAt: string | null
  /** For a session made by a sign-in: the signed text and its signature. */
  message?: string
  signature?: string
}

/** Checks `signature` is `address`'s signature of `message` on a chain (EOAs and smart accounts). */
export type SessionSignatureCheck = (input: {
  chainId: string
  address: Address
  message: string
  signature: Hex
}) => Promise<boolean>

const DAY_MS = 86_400_000

/** The sessions of one devnet instance, in memory. */
export class SessionStore {
  private readonly sessions = new Map<string, DevnetSession>()

  /** Without a check, revocations verify as an EOA signature (personal_sign) only. */
  constructor(private readonly check?: SessionSignatureCheck) {}

  create(input: {
    id?: unknown
    pci?: unknown
    address?: unknown
    chainId?: unknown
    expiresAt?: string
    signedIn?: { message: string; signature: string }
  }): DevnetSession {
    if (typeof input.address !== 'string' || !isAddress(input.address)) {
      throw badRequest('address must be an EVM address')
    }
    const id =
      typeof input.id === 'string' && input.id !== '' ? input.id : `session-${this.sessions.size + 1}`
    if (this.sessions.has(id)) throw new HttpError(409, `session ${id} exists`, 'conflict')
    const now = Date.now()
    const session: DevnetSession = {
      id,
      pci: typeof input.pci === 'string' && input.pci !== '' ? input.pci : `pci-${id}`,
      address: getAddress(input.address),
      chainId: typeof input.chainId === 'string' ? input.chainId : 'eip155:31337',
      createdAt: new Date(now).toISOString(),
      expiresAt: input.expiresAt ?? new Date(now + DAY_MS).toISOString(),
      revoked: false,
      revokedAt: null,
      ...input.signedIn,
    }
    this.sessions.set(id, session)
    return session
  }

  get(id: string): DevnetSession {
    const session = this.sessions.get(id)
    if (session === undefined) throw notFound(`session ${id} not found`)
    return session
  }

  /** The session's address must have signed the pci text (personal_sign). */
  async revoke(id: string, body: Record<string, unknown>): Promise<DevnetSession> {
    const session = this.get(id)
    if (typeof body.pci !== 'string' || body.pci !== session.pci)
      throw badRequest('pci does not match the session')
    if (typeof body.signature !== 'string' || !/^0x[0-9a-fA-F]+$/.test(body.signature)) {
      throw badRequest('signature must be a hex string')
    }
    const proof = { address: session.address, message: session.pci, signature: body.signature as Hex }
    const valid = await (this.check
      ? this.check({ chainId: session.chainId, ...proof })
      : verifyMessage(proof)
    ).catch(() => false)
    if (!valid) throw new HttpError(401, 'signature does not match the session address', 'invalid_signature')
    session.revoked = true
    session.revokedAt = new Date().toISOString()
    return session
  }
}
