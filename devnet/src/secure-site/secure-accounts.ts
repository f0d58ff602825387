import { randomBytes, randomInt, randomUUID } from 'node:crypto'
import type { Address, Hex } from 'viem'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { createSolanaKey, type SolanaKey } from './secure-solana.js'

/** One embedded-wallet user: the key never leaves devnet; the app only ever sees the address. */
export interface SecureAccount {
  /** 'email:alice@example.com' or 'social:google:alice'. */
  identity: string
  email: string | null
  userName?: string
  signer: PrivateKeyAccount
  /** The user's ed25519 key for the solana namespace, beside the EVM one. */
  solana: SolanaKey
  /** The user's DevnetSmartAccount (same address on every chain), owned by `signer`. */
  smartAccount?: Address
  /** The account kind the user chose; unset until the app says, which makes it the app's default. */
  preferredAccountType?: 'eoa' | 'smartAccount'
  /** Device ids (the frame's per-browser id) that finished a login for this identity. */
  devices: Set<string>
}

export interface PendingOtp {
  code: string
  device: string
  sentAt: number
  attempts: number
}

export interface SecureSession {
  token: string
  identity: string
  chainId: number
  /** An email change under way: the new email, and which code the site waits for. */
  emailChange?: { email: string; stage: 'primary' | 'secondary' }
}

const OTP_ATTEMPTS = 5

/** Accounts, codes, device approvals and sessions of the devnet secure site, in memory. */
export class SecureAccounts {
  private readonly accounts = new Map<string, SecureAccount>()
  private readonly otps = new Map<string, PendingOtp>()
  private readonly deviceLinks = new Map<string, { identity: string; device: string; approved: boolean }>()
  private readonly sessions = new Map<string, SecureSession>()

  constructor(private readonly onCreated: (account: SecureAccount) => Promise<void>) {}

  get(identity: string): SecureAccount | undefined {
    return this.accounts.get(identity)
  }

  async ensure(identity: string, email: string | null, userName?: string): Promise<SecureAccount> {
    const known = this.accounts.get(identity)
    if (known) return known
    const account: SecureAccount = {
      identity,
      email,
      ...(userName ? { userName } : {}),
      signer: privateKeyToAccount(generatePrivateKey() as Hex),
      solana: createSolanaKey(),
      devices: new Set(),
    }
    this.accounts.set(identity, account)
    await this.onCreated(account)
    return account
  }

  issueOtp(email: string, device: string, now: number): PendingOtp {
    const otp = { code: String(randomInt(0, 1_000_000)).padStart(6, '0'), device, sentAt: now, attempts: 0 }
    this.otps.set(email, otp)
    return otp
  }

  latestOtp(email: string): PendingOtp | undefined {
    return this.otps.get(email)
  }

  /** 'ok', 'wrong' or 'none' (no code sent, or too many wrong tries). A right code is used once. */
  checkOtp(email: string, code: string, device: string): 'ok' | 'wrong' | 'none' {
    const otp = this.otps.get(email)
    if (!otp || otp.device !== device || otp.attempts >= OTP_ATTEMPTS) return 'none'
    if (otp.code !== code) {
      otp.attempts += 1
      return 'wrong'
    }
    this.otps.delete(email)
    return 'ok'
  }

  /** A device-approval link for an identity that already has devices; approved through its page. */
  createDeviceLink(identity: string, device: string): string {
    const token = randomBytes(16).toString('hex')
    this.deviceLinks.set(token, { identity, device, approved: false })
    return token
  }

  approveDevice(token: string): boolean {
    const link = this.deviceLinks.get(token)
    if (!link) return false
    link.approved = true
    this.accounts.get(link.identity)?.devices.add(link.device)
    return true
  }

  isDeviceApproved(identity: string, device: string): boolean {
    return this.accounts.get(identity)?.devices.has(device) ?? false
  }

  /** The open approval link of an identity (of one device, when given). */
  pendingDeviceLink(identity: string, device?: string): string | undefined {
    for (const [token, link] of this.deviceLinks)
      if (link.identity === identity && (device === undefined || link.device === device) && !link.approved)
        return token
    return undefined
  }

  /**
   * Moves an email account to a new email: the key, devices and open sessions stay, the
   * identity becomes `email:<new>`. False when another account already has that email.
   */
  changeEmail(identity: string, email: string): boolean {
    const account = this.accounts.get(identity)
    const next = `email:${email}`
    if (!account || this.accounts.has(next)) return false
    this.accounts.delete(identity)
    account.identity = next
    account.email = email
    this.accounts.set(next, account)
    for (const session of this.sessions.values()) if (session.identity === identity) session.identity = next
    return true
  }

  openSession(identity: string, chainId: number): SecureSession {
    const session = { token: randomUUID(), identity, chainId }
    this.sessions.set(session.token, session)
    return session
  }

  session(token: string | undefined): SecureSession | undefined {
    return token ? this.sessions.get(token) : undefined
  }

  closeSession(token: string): void {
    this.sessions.delete(token)
  }
}
