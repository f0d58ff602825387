import type { CaipNetwork } from '@sigil/core'
import type { SwapSessionState, SwapStep } from '@sigil/core/swap'
import { type LocaleFormat, localeFormat } from '../../format/localeFormat.js'
import type { T } from '../../strings/useT.js'
import { swapAmountText } from './swapProblemText.js'

type Token = NonNullable<SwapSessionState['from']>

/** `1,500.000 ETH`: an amount in smallest units, shown as every balance is. */
export const tokenAmount = (
  value: bigint,
  token: Pick<Token, 'decimals' | 'symbol'>,
  format: LocaleFormat = localeFormat('en-US'),
) => format.units(value, token.decimals, token.symbol)

/** The dollar value of an amount of a token, when its price is known. */
export function usdValue(
  value: bigint,
  token: Pick<Token, 'decimals' | 'price'>,
  format: LocaleFormat = localeFormat('en-US'),
): string | undefined {
  if (!token.price || value === 0n) return undefined
  const whole = Number(value) / 10 ** token.decimals
  return format.usd(whole * token.price)
}

/** What the main button says and whether it can be pressed. */
export function actionOf(state: SwapSessionState, t: T): { label: string; enabled: boolean } {
  const { from, to, amount, amountError, quote } = state
  if (!from || !to) return { label: t('swap.action.chooseTokens'), enabled: false }
  if (amount.trim() === '') return { label: t('swap.action.enterAmount'), enabled: false }
  if (amountError) return { label: swapAmountText(t, amountError), enabled: false }
  if (quote.status === 'loading' || quote.status === 'idle')
    return { label: t('swap.action.quoting'), enabled: false }
  if (quote.status === 'error') return { label: t('swap.action.swap'), enabled: false }
  return quote.details.needsApproval
    ? { label: t('swap.action.approveAndSwap', { symbol: from.symbol }), enabled: true }
    : { label: t('swap.action.swap'), enabled: true }
}

type Running = Extract<SwapStep, { name: 'running' }>

/** Where a step stands, and the line under it: what is happening now, or what happened. */
export function stepStatus(
  step: Running,
  stage: 'approve' | 'swap',
  t: T,
  network?: CaipNetwork,
): { state: 'done' | 'next' | 'active'; text: string } {
  const order = (name: 'approve' | 'swap') => (name === 'approve' ? 0 : 1)
  if (order(stage) < order(step.stage)) return { state: 'done', text: t('swap.step.mined') }
  if (order(stage) > order(step.stage)) return { state: 'next', text: t('swap.step.next') }
  if (step.phase === 'preparing') return { state: 'active', text: t('swap.step.preparing') }
  if (step.phase === 'wallet') return { state: 'active', text: t('swap.step.wallet') }
  return {
    state: 'active',
    text: network ? t('swap.step.pendingOn', { network: network.name }) : t('swap.step.pending'),
  }
}
