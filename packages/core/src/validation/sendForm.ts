import type { ChainNamespace } from '../caip/types.js'
import { createError } from '../errors/createError.js'
import {
  SEND_AMOUNT_AND_RECEIVER_REQUIRED,
  SEND_TOKEN_REQUIRED,
  SEND_UNSUPPORTED_CHAIN,
} from '../errors/definitions.js'

/** The namespaces send works on (spec §5). */
export const SEND_NAMESPACES = ['eip155', 'solana'] as const

export type SendForm = {
  token?: unknown
  sendTokenAmount?: string | number
  receiverAddress?: string
}

/** Throws 'Unsupported chain' unless `namespace` can send. */
export function assertSendNamespace(namespace: ChainNamespace | string): void {
  if (!(SEND_NAMESPACES as readonly string[]).includes(namespace))
    throw createError(SEND_UNSUPPORTED_CHAIN, {}, { details: `Sending is not available on ${namespace}.` })
}

/** Send needs a token, an amount and a receiver address (spec §5). */
export function assertSendForm(form: SendForm): void {
  if (form.token === undefined || form.token === null) throw createError(SEND_TOKEN_REQUIRED)
  const amount = form.sendTokenAmount
  if (amount === undefined || amount === '' || !form.receiverAddress)
    throw createError(SEND_AMOUNT_AND_RECEIVER_REQUIRED)
}
