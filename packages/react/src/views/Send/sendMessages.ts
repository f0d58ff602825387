import type { ReceiverStatus, SendAmountProblem, SendToken } from '@sigil/core/internal'
import type { T } from '../../strings/useT.js'

/** What the amount field says about a problem. */
export function amountMessage(problem: SendAmountProblem, token: SendToken, t: T): string {
  switch (problem) {
    case 'missing':
      return t('send.amount.missing')
    case 'invalid':
      return t('send.amount.invalid')
    case 'zero':
      return t('send.amount.zero')
    case 'too-many-decimals':
      return t('send.amount.tooManyDecimals', { symbol: token.symbol, decimals: token.decimals })
    case 'exceeds-balance':
      return t('send.amount.exceeds', { symbol: token.symbol })
  }
}

/** What the receiver field says, and the reason the Review button is off while it is not an address. */
export function receiverMessage(status: ReceiverStatus, input: string, t: T): string | undefined {
  switch (status) {
    case 'empty':
      return t('send.receiver.empty')
    case 'invalid':
      return t('send.receiver.invalid')
    case 'resolving':
      return t('send.receiver.resolving', { input: input.trim() })
    case 'not-found':
      return t('send.receiver.notFound')
    default:
      return undefined
  }
}
