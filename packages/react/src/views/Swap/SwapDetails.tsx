import type { SwapQuoteDetails, SwapSessionState } from '@sigil/core/swap'
import { formatAmount } from '@sigil/core/swap'
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
  const feeDecimals = native?.decimals ?? 18
  const fee = `≈ ${formatAmount(details.networkFee, feeDecimals)} ${native?.symbol ?? 'ETH'}`
  const feeUsd = native ? usdValue(details.networkFee, native) : undefined
  return (
    <dl className="sigil-swap-details" aria-label="Quote details">
      <div>
        <dt>Rate</dt>
        <dd>
          1 {from.symbol} = {tokenAmount(details.rate, to)}
        </dd>
      </div>
      <div>
        <dt>Network fee</dt>
        <dd>
          {fee}
          {feeUsd && <span className="sigil-swap-details__quiet"> · {feeUsd}</span>}
        </dd>
      </div>
      <div>
        <dt>Slippage tolerance</dt>
        <dd>{details.slippagePercent}%</dd>
      </div>
      <div>
        <dt>Minimum received</dt>
        <dd>{tokenAmount(details.minimumReceived, to)}</dd>
      </div>
    </dl>
  )
}
