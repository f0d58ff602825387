import { isSigilError } from '../../errors/index.js'
import { RPC_CODES } from '../../errors/rpcCodes.js'

/**
 * A person's refusal in the wallet: EIP-1193's 4001, and WalletConnect's user-rejected codes
 * (5000 the proposal or request, 5001 its chains, 5002 its methods, 5003 its events).
 */
const USER_REJECTED_CODES: readonly unknown[] = [RPC_CODES.USER_REJECTED, 5000, 5001, 5002, 5003]

const codeOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined

/** Whether `error`, or one of its causes, is a person's refusal in the wallet. */
export function isUserRejection(error: unknown): boolean {
  let current: unknown = error
  // A bounded walk: a cause chain from a wallet may loop.
  for (let depth = 0; depth < 8 && current !== undefined && current !== null; depth++) {
    if (USER_REJECTED_CODES.includes(codeOf(current)) || isSigilError(current, 'USER_REJECTED_REQUEST'))
      return true
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined
  }
  return false
}
