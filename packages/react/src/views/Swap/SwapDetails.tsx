import type { SwapQuoteDetails, SwapSessionState } from '@sigil/core/swap'
import { RATE_SIGNIFICANT_DIGITS } from '../../format/formatSignificant.js'
import { useFormat } from '../../format/useFormat.js'
import { useT } from '../../strings/useT.js'
import { tokenAmount, usdValue } from './swapText.js'

type Token = NonNullable<SwapSessionState['from']>

/** Rate, network fee, slippage and the minimum received of a quote. */
export function SwapDetails({
  details,
  from,
  to,
  native,
}: {
  details: SwapQuoteDetails
  from: Token
  to: Token
  /** The network's native currency, for the fee (its price too, when known). */
  native?: Token
}) {
  const t = useT()
  const format = useFormat()
  const feeDecimals = native?.decimals ?? 18
  const fee = `≈ ${format.significantUnits(details.networkFee, feeDecimals)} ${native?.symbol ?? 'ETH'}`
  const feeUsd = native ? usdValue(details.networkFee, native, format) : undefined
  return (
    // Each value is data (amounts, a rate, a percentage): left to right in an rtl modal too.
    <dl className="sigil-swap-details" aria-label={t('swap.details')}>
      <div>
        <dt>{t('swap.rate')}</dt>
        <dd dir="ltr">
          1 {from.symbol} = {format.significantUnits(details.rate, to.decimals, RATE_SIGNIFICANT_DIGITS)}{' '}
          {to.symbol}
        </dd>
      </div>
      <div>
        <dt>{t('swap.networkFee')}</dt>
        <dd dir="ltr">
          {fee}
          {feeUsd && <span className="sigil-swap-details__quiet"> · {feeUsd}</span>}
        </dd>
      </div>
      <div>
        <dt>{t('swap.slippage')}</dt>
        <dd dir="ltr">{format.percent(details.slippagePercent)}</dd>
      </div>
      <div>
        <dt>{t('swap.minimum')}</dt>
        <dd dir="ltr">{tokenAmount(details.minimumReceived, to, format)}</dd>
      </div>
    </dl>
  )
}
