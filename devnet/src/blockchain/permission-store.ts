import { randomBytes } from 'node:crypto'
import { badRequest, ServiceRefusal } from '../http/http-error.js'

/** A smart-session permission as blockchain-api's `GET /v1/sessions/{address}` lists it (`Pci`). */
export interface Permission {
  project: { id: string; name: string; url: string | null; iconUrl: string | null }
  pci: string
  /** Unix seconds. */
  expiry: number
  /** Unix seconds. */
  createdAt: number
  permissions: { type: string; data: unknown }[]
  policies: { type: string; data: unknown }[]
  context: string | null
  /** Unix seconds, once revoked. */
  revokedAt: number | null
}

const refusal = (field: string, description: string) =>
  new ServiceRefusal({ status: 400, body: { status: 'FAILED', reasons: [{ field, description }] } })

/** True for a text of three colon-separated parts, the form blockchain-api's router takes as CAIP-10. */
export const isCaip10Form = (text: string) => text.split(':').length === 3

/**
 * The service's check of a CAIP-10 account (`disassemble_caip10`): three parts, a namespace it
 * knows, a chain reference of its form; anything else is its "Crypto utils error" 400.
 */
function checkCaip10(account: string): void {
  const [namespace, reference] = account.split(':')
  const crypto = (message: string) => refusal('', `Crypto utils error: ${message}`)
  if (!isCaip10Form(account)) throw crypto(`Wrong CAIP-10 format: ${account}`)
  if (!['eip155', 'solana', 'bip122'].includes(namespace!))
    throw crypto(`Namespace is not supported: ${account}`)
  if (!/^[-_a-zA-Z0-9]{1,32}$/.test(reference!))
    throw crypto(`Chain ID format is not supported: ${reference}`)
}

/**
 * The smart-session permissions of one devnet instance, keyed by the CAIP-10 account exactly as
 * written in the path (the hosted store keys them the same way).
 */
export class PermissionStore {
  private readonly byAccount = new Map<string, Permission[]>()

  constructor(private readonly project: { id: string; name: string }) {}

  /** Adds a permission (admin and seeding); the pci is generated when not given. */
  grant(input: { account?: unknown; pci?: unknown; expiry?: unknown }): Permission {
    if (typeof input.account !== 'string') throw badRequest('account must be a CAIP-10 account')
    checkCaip10(input.account)
    const now = Math.floor(Date.now() / 1000)
    const permission: Permission = {
      project: { id: this.project.id, name: this.project.name, url: null, iconUrl: null },
      pci: typeof input.pci === 'string' && input.pci !== '' ? input.pci : randomBytes(16).toString('hex'),
      expiry: typeof input.expiry === 'number' ? input.expiry : now + 86_400,
      createdAt: now,
      permissions: [],
      policies: [],
      context: null,
      revokedAt: null,
    }
    const list = this.byAccount.get(input.account) ?? []
    list.push(permission)
    this.byAccount.set(input.account, list)
    return permission
  }

  /** `GET /v1/sessions/{address}`: `{ pcis }`, revoked ones included. */
  list(account: string): { pcis: Permission[] } {
    checkCaip10(account)
    return { pcis: [...(this.byAccount.get(account) ?? [])] }
  }

  /**
   * `POST /v1/sessions/{address}/revoke` { pci }: marks it revoked. The hosted handler reads
   * only the pci (a signature in the body is not checked there) and answers with no body.
   */
  revoke(account: string, body: Record<string, unknown>): void {
    checkCaip10(account)
    if (typeof body.pci !== 'string') throw refusal('pci', 'pci must be a string')
    const permission = this.byAccount.get(account)?.find((entry) => entry.pci === body.pci)
    if (permission === undefined) throw refusal('pci', `Permission for PCI is not found: ${body.pci}`)
    if (permission.revokedAt !== null) throw refusal('pci', `Permission is revoked: ${body.pci}`)
    permission.revokedAt = Math.floor(Date.now() / 1000)
  }
}
