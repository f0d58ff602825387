import type { TransactionFee } from '../adapter.js'
import type { CaipNetwork } from '../caip/types.js'
import type { SigilClient } from '../client/types.js'
import { createError } from '../errors/createError.js'
import {
  INVALID_ADDRESS,
  INVALID_INPUT,
  NETWORK_MISSING,
  SEND_TOKEN_REQUIRED,
  SEND_UNSUPPORTED_CHAIN,
} from '../errors/definitions.js'
import { assertSendForm, assertSendNamespace } from '../validation/sendForm.js'
import { readReceiver } from './receiver.js'
import { checkSendAmount, type SendAmountProblem } from './sendAmount.js'
import type { SendState } from './sendState.js'

export type SendTokensParameters = Pick<SendState, 'token' | 'sendTokenAmount' | 'receiverAddress'>
export type SendTokensReturnType = { hash: string; network: CaipNetwork }

const AMOUNT_PROBLEMS: Record<SendAmountProblem, string> = {
  missing: 'no amount',
  invalid: 'not a decimal number',
  zero: 'nothing to send',
  'too-many-decimals': 'more decimals than the token has',
  'exceeds-balance': 'more than the balance',
}

/**
 * Sends the send state's amount of its token to its receiver from the connected account on the
 * active network: the native coin as the transaction's value, a token through the transaction
 * the adapter builds for it (an ERC-20 `transfer` on EVM). Both go through the client's
 * `sendTransaction`, so the transaction checks and the balance cache rules apply.
 * Only EVM and Solana can send ('Unsupported chain', R-ACCT-23); a missing token, amount or
 * receiver gives the catalogue's send errors (R-ACCT-19); nothing reaches the wallet then.
 */
export async function sendTokens(
  client: SigilClient,
  parameters: SendTokensParameters,
  /** Fee terms to keep to: Max's, so the amount left after the fee really sends, or the preview's. */
  fee?: TransactionFee,
): Promise<SendTokensReturnType> {
  const { activeNetwork: network, activeNamespace } = client.getState().chain
  if (!network) throw createError(NETWORK_MISSING, { namespace: activeNamespace ?? 'none' })
  const namespace = network.chainNamespace
  assertSendNamespace(namespace)
  assertSendForm(parameters)
  const { token, sendTokenAmount = '', receiverAddress = '' } = parameters
  if (!token) throw createError(SEND_TOKEN_REQUIRED)
  if (token.caipNetworkId !== network.caipNetworkId)
    throw createError(INVALID_INPUT, {
      what: 'token',
      reason: `${token.symbol} is on ${token.caipNetworkId}, the active network is ${network.caipNetworkId}`,
    })
  const amount = checkSendAmount(sendTokenAmount, token)
  if (!amount.ok)
    throw createError(INVALID_INPUT, { what: 'amount', reason: AMOUNT_PROBLEMS[amount.problem] })
  const receiver = readReceiver(receiverAddress, namespace)
  if (receiver.kind !== 'address') throw createError(INVALID_ADDRESS, undefined, { details: receiverAddress })

  if (token.address === undefined) {
    const hash = await client.sendTransaction({
      to: receiver.address,
      value: amount.value.toString(),
      namespace,
      ...(fee ? { fee } : {}),
    })
    return { hash, network }
  }
  const adapter = client.getAdapter(namespace)
  if (!adapter.buildTokenTransfer)
    throw createError(SEND_UNSUPPORTED_CHAIN, undefined, {
      details: `the ${namespace} adapter cannot transfer tokens`,
    })
  const request = await adapter.buildTokenTransfer({
    network,
    token: token.address,
    to: receiver.address,
    amount: amount.value.toString(),
  })
  const hash = await client.sendTransaction({ ...request, namespace, ...(fee ? { fee } : {}) })
  return { hash, network }
}
