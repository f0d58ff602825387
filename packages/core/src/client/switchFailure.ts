import type { CaipNetwork, CaipNetworkId } from '../caip/types.js'
import { isSigilError, type SigilError } from '../errors/index.js'
import { errorFromWalletRejection, WalletRpcError } from '../errors/rpcCodes.js'

/**
 * Why a wallet did not switch: the person declined (4001), the wallet has no switch method
 * (-32601, 4200, -32004), it would not add the chain ('Chain is not supported'), or anything else.
 */
export type SwitchFailureReason = 'rejected' | 'unsupported-method' | 'chain-not-added' | 'failed'

/** A switch that did not happen, as the modal shows it (plain data: state holds no Error objects). */
export type SwitchFailure = {
  caipNetworkId: CaipNetworkId
  reason: SwitchFailureReason
  /** Words a person can act on. */
  message: string
}

const NO_SWITCH_METHOD_CODES: readonly number[] = [-32601, 4200, -32004]

/** The typed error of what an adapter's switch threw (a SigilError already, or a raw wallet error). */
export function toSwitchError(error: unknown): SigilError {
  return isSigilError(error) ? error : errorFromWalletRejection(error)
}

function reasonOf(error: SigilError): SwitchFailureReason {
  if (error.code === 'USER_REJECTED_REQUEST') return 'rejected'
  if (error.code === 'CHAIN_NOT_SUPPORTED') return 'chain-not-added'
  if (error instanceof WalletRpcError && NO_SWITCH_METHOD_CODES.includes(error.rpcCode))
    return 'unsupported-method'
  return 'failed'
}

/** What the modal says when a switch to `network` failed with `error`. */
export function describeSwitchFailure(error: SigilError, network: CaipNetwork): SwitchFailure {
  const reason = reasonOf(error)
  const name = network.name
  const message = {
    rejected: `The switch to ${name} was declined in your wallet. Choose it again to retry.`,
    'unsupported-method': `Your wallet can't switch networks for this app. Switch to ${name} in the wallet itself.`,
    'chain-not-added': `Chain is not supported: your wallet did not add ${name}. Add it in the wallet, or choose another network.`,
    failed: `Your wallet could not switch to ${name}. Try again, or switch in the wallet itself.`,
  }[reason]
  return { caipNetworkId: network.caipNetworkId, reason, message }
}
