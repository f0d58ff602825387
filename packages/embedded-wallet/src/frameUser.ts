import { type AccountType, isEvmAddress, isSolanaAddress, type SocialProvider } from '@sigil/core'
import { REMOTE_ONLY_SOCIAL_PROVIDERS, SOCIAL_PROVIDERS } from '@sigil/core/internal'

/** The embedded-wallet user as the frame reports it (R-EMBED-04). */
export type FrameUser = {
  email: string | null
  address: string
  chainId: number | string
  accounts: readonly { address: string; type: 'eoa' | 'smartAccount' }[]
  userName?: string
  /** Which social login signed in, when one did (beyond R-EMBED-04: the Account view names it). */
  socialProvider?: SocialProvider
  preferredAccountType: 'eoa' | 'smartAccount'
  smartAccountDeployed?: boolean
  signature?: string
  message?: string
  siwxMessage?: unknown
}

const ACCOUNT_TYPES: readonly AccountType[] = ['eoa', 'smartAccount']
const PROVIDERS: readonly string[] = [...SOCIAL_PROVIDERS, ...REMOTE_ONLY_SOCIAL_PROVIDERS]

/** Validates a GET_USER or connect payload from the frame; undefined when it is not a user. */
export function parseFrameUser(payload: Record<string, unknown>): FrameUser | undefined {
  const { email, address, chainId, accounts, userName, preferredAccountType, smartAccountDeployed } = payload
  if (typeof address !== 'string' || !isEvmAddress(address)) return undefined
  if (!(typeof chainId === 'number' || (typeof chainId === 'string' && chainId.trim() !== '')))
    return undefined
  if (email !== undefined && email !== null && typeof email !== 'string') return undefined
  const list = Array.isArray(accounts) ? accounts : [{ address, type: 'eoa' }]
  const parsedAccounts: FrameUser['accounts'][number][] = []
  for (const entry of list) {
    if (typeof entry !== 'object' || entry === null) return undefined
    const account = entry as Record<string, unknown>
    if (typeof account.address !== 'string' || !isEvmAddress(account.address)) return undefined
    if (!ACCOUNT_TYPES.includes(account.type as AccountType)) return undefined
    parsedAccounts.push({ address: account.address, type: account.type as 'eoa' | 'smartAccount' })
  }
  return {
    email: typeof email === 'string' ? email : null,
    address,
    chainId,
    accounts: parsedAccounts,
    ...(typeof userName === 'string' ? { userName } : {}),
    ...(typeof payload.socialProvider === 'string' && PROVIDERS.includes(payload.socialProvider)
      ? { socialProvider: payload.socialProvider as SocialProvider }
      : {}),
    preferredAccountType: preferredAccountType === 'smartAccount' ? 'smartAccount' : 'eoa',
    ...(typeof smartAccountDeployed === 'boolean' ? { smartAccountDeployed } : {}),
    ...(typeof payload.signature === 'string' ? { signature: payload.signature } : {}),
    ...(typeof payload.message === 'string' ? { message: payload.message } : {}),
    ...(payload.siwxMessage !== undefined ? { siwxMessage: payload.siwxMessage } : {}),
  }
}

/** The embedded-wallet user on a Solana chain: its base58 address and the chain. */
export type FrameSolanaUser = { address: string; chainId: `solana:${string}`; email: string | null }

/** Validates a GET_USER payload for a `solana:` chain; undefined when it is not a Solana user. */
export function parseFrameSolanaUser(payload: Record<string, unknown>): FrameSolanaUser | undefined {
  const { address, chainId, email } = payload
  if (typeof address !== 'string' || !isSolanaAddress(address)) return undefined
  if (typeof chainId !== 'string' || !/^solana:[1-9A-HJ-NP-Za-km-z]{1,44}$/.test(chainId)) return undefined
  if (email !== undefined && email !== null && typeof email !== 'string') return undefined
  return { address, chainId: chainId as `solana:${string}`, email: typeof email === 'string' ? email : null }
}
