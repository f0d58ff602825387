import type { ReceiverStatus, SendAmountProblem, SendToken } from '@sigil/core'

/** What the amount field says about a problem; undefined when it should say nothing yet. */
export function amountMessage(problem: SendAmountProblem, token: SendToken): string {
  switch (problem) {
    case 'missing':
      return 'Enter an amount'
    case 'invalid':
      return 'Enter a number, like 12.5'
    case 'zero':
      return 'Enter an amount above zero'
    case 'too-many-decimals':
      return `${token.symbol} has at most ${token.decimals} decimals`
    case 'exceeds-balance':
      return `Not enough ${token.symbol}`
  }
}

/** What the receiver field says, and the reason the Review button is off while it is not an address. */
export function receiverMessage(status: ReceiverStatus, input: string): string | undefined {
  switch (status) {
    case 'empty':
      return 'Enter the receiver'
    case 'invalid':
      return 'Not a valid address or name'
    case 'resolving':
      return `Looking up ${input.trim()}…`
    case 'not-found':
      return 'No address found for this name'
    default:
      return undefined
  }
}
