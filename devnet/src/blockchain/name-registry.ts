import { type Address, getAddress, type Hex, isAddress, isAddressEqual, verifyMessage } from 'viem'
import { badRequest, HttpError, notFound } from '../http/http-error.js'

/** SLIP-44 coin type of Ethereum; EVM names resolve under it. */
export const EVM_COIN_TYPE = '60'
/** ENSIP-11: an EVM chain's coin type is its chain id with this bit set. */
const EVM_CHAIN_COIN_FLAG = 0x80000000

export interface NameProfile {
  name: string
  addresses: Record<string, { address: string; created: string }>
  attributes: Record<string, string>
  registered: string
  updated: string
}

const LABEL = /^[a-z0-9-]{3,63}$/

/** The names of one devnet instance (an in-memory stand-in for the name service). */
export class NameRegistry {
  private readonly profiles = new Map<string, NameProfile>()

  constructor(readonly suffix: string) {}

  resolve(name: string): NameProfile {
    const profile = this.profiles.get(name.toLowerCase())
    if (profile === undefined) throw notFound(`name ${name} is not registered`)
    return profile
  }

  isRegistered(name: string): boolean {
    return this.profiles.has(name.toLowerCase())
  }

  reverse(address: Address): NameProfile[] {
    return [...this.profiles.values()].filter((profile) =>
      Object.values(profile.addresses).some((entry) => isAddressEqual(entry.address as Address, address)),
    )
  }

  /** Registers without a signature; used to seed the devnet. */
  assign(name: string, address: Address, attributes: Record<string, string> = {}): NameProfile {
    const fullName = this.fullName(name)
    if (this.isRegistered(fullName)) throw new HttpError(409, `name ${fullName} is already taken`, 'conflict')
    const now = new Date().toISOString()
    const profile: NameProfile = {
      name: fullName,
      addresses: { [EVM_COIN_TYPE]: { address: getAddress(address), created: now } },
      attributes,
      registered: now,
      updated: now,
    }
    this.profiles.set(fullName, profile)
    return profile
  }

  /**
   * POST /v1/profile/account: `message` is JSON text naming the name (and optional
   * attributes); `signature` must be the address's personal_sign of exactly that text.
   */
  async register(body: Record<string, unknown>): Promise<NameProfile> {
    const { coin_type: coinType, address, message, signature } = body
    if (typeof address !== 'string' || !isAddress(address)) throw badRequest('address must be an EVM address')
    if (typeof message !== 'string') throw badRequest('message must be a string of JSON')
    if (typeof signature !== 'string' || !/^0x[0-9a-fA-F]+$/.test(signature)) {
      throw badRequest('signature must be a hex string')
    }
    // 60 (Ethereum) or an EVM chain's ENSIP-11 coin type (its chain id with the top bit set).
    const coin = coinType === undefined ? Number(EVM_COIN_TYPE) : Number(coinType)
    const isEvmChainCoin = Number.isInteger(coin) && coin >= EVM_CHAIN_COIN_FLAG && coin < 2 ** 32
    if (String(coin) !== EVM_COIN_TYPE && !isEvmChainCoin) {
      throw badRequest(`coin_type ${String(coinType)} is not an EVM coin type (60, or ENSIP-11)`)
    }
    let parsed: unknown
    try {
      parsed = JSON.parse(message)
    } catch {
      throw badRequest('message must be JSON text')
    }
    const fields = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Record<string, unknown>
    if (typeof fields.name !== 'string') throw badRequest('message must include the name')
    const valid = await verifyMessage({ address, message, signature: signature as Hex }).catch(() => false)
    if (!valid) throw new HttpError(401, 'signature does not match address', 'invalid_signature')
    const attributes = isStringRecord(fields.attributes) ? fields.attributes : {}
    const profile = this.assign(fields.name, address, attributes)
    // A name registered for one EVM chain resolves there under the chain's own coin type too.
    if (String(coin) !== EVM_COIN_TYPE)
      profile.addresses[String(coin)] = { ...profile.addresses[EVM_COIN_TYPE]! }
    return profile
  }

  /** A bare label or a full name becomes `label + suffix`, checked for allowed characters. */
  fullName(name: string): string {
    const lower = name.trim().toLowerCase()
    const label = lower.endsWith(this.suffix) ? lower.slice(0, -this.suffix.length) : lower
    if (!LABEL.test(label)) {
      throw badRequest('a name label has 3 to 63 characters: lowercase letters, digits and hyphens')
    }
    return `${label}${this.suffix}`
  }

  suggestions(name: string): { name: string; registered: boolean }[] {
    const label = name
      .toLowerCase()
      .replace(this.suffix, '')
      .replace(/[^a-z0-9-]/g, '')
      .slice(0, 50)
    if (label.length === 0) return []
    const base = label.length < 3 ? `${label}${'x'.repeat(3 - label.length)}` : label
    const candidates = [base, `${base}-wallet`, `${base}1`, `${base}-eth`, `the-${base}`]
    return candidates.map((candidate) => {
      const full = `${candidate}${this.suffix}`
      return { name: full, registered: this.isRegistered(full) }
    })
  }
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((entry) => typeof entry === 'string')
  )
}
