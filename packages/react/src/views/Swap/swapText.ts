import type { CaipNetwork } from '@sigil/core'
import { formatAmount, type SwapSessionState, type SwapStep } from '@sigil/core/swap'
import { formatUsd } from '../../format/formatUsd.js'

type Token = NonNullable<SwapSessionState['from']>

/** `1.5 ETH`, rounded down for reading. */
export const tokenAmount = (value: bigint, token: Pick<Token, 'decimals' | 'symbol'>) =>
  `${formatAmount(value, token.decimals)} ${token.symbol}`

/** The dollar value of an amount of a token, when its price is known. */
export function usdValue(value: bigint, token: Pick<Token, 'decimals' | 'price'>): string | undefined {
  if (!token.price || value === 0n) return undefined
  const whole = Number(value) / 10 ** token.decimals
  return formatUsd(whole * token.price)
}

/** What the main button says and whether it can be pressed. */
export function actionOf(state: SwapSessionState): { label: string; enabled: boolean } {
  const { from, to, amount, amountError, quote } = state
  if (!from || !to) return { label: 'Choose the tokens', enabled: false }
  if (amount.trim() === '') return { label: 'Enter an amount', enabled: false }
  if (amountError) return { label: amountError, enabled: false }
  if (quote.status === 'loading' || quote.status === 'idle')
    return { label: 'Getting the best price…', enabled: false }
  if (quote.status === 'error') return { label: 'Swap', enabled: false }
  return quote.details.needsApproval
    ? { label: `Approve ${from.symbol} and swap`, enabled: true }
    : { label: 'Swap', enabled: true }
}

type Running = Extract<SwapStep, { name: 'running' }>

/** The line under a step: what is happening now, or what happened. */
export function stepStatus(step: Running, stage: 'approve' | 'swap', network?: CaipNetwork): string {
  const order = (name: 'approve' | 'swap') => (name === 'approve' ? 0 : 1)
  if (order(stage) < order(step.stage)) return 'Mined'
  if (order(stage) > order(step.stage)) return 'Up next'
  if (step.phase === 'preparing') return 'Preparing the transaction…'
  if (step.phase === 'wallet') return 'Waiting for your wallet…'
  return network ? `Pending on ${network.name}…` : 'Pending…'
}
