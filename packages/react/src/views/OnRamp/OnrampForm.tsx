import { type OnrampSession, type OnrampSessionState, PAYMENT_METHODS } from '@sigil/core/onramp'
import { useId } from 'react'
import { Button } from '../../components/Button.js'
import { NetworkImage } from '../../components/NetworkImage.js'
import { Skeleton } from '../../components/Skeleton.js'
import { useFormat } from '../../format/useFormat.js'
import { useT } from '../../strings/useT.js'
import { onrampProblemText, paymentAmountText } from './onrampProblemText.js'
import { openPurchaseWindow } from './openPurchaseWindow.js'
import { providerFeeOf } from './providerFee.js'

function QuoteCard({ state }: { state: OnrampSessionState }) {
  const t = useT()
  const format = useFormat()
  const { quote, asset, provider } = state
  if (quote.status === 'idle') return null
  if (quote.status === 'error')
    return (
      <p className="sigil-onramp-note" data-tone="error" role="alert">
        {onrampProblemText(t, quote.problem)}
      </p>
    )
  if (quote.status === 'loading')
    return (
      <div className="sigil-onramp-quote" aria-busy="true" data-testid="onramp-quote-loading">
        <Skeleton width={160} height={28} radius={8} />
        <Skeleton height={72} radius={12} />
      </div>
    )
  const { networkFee, paymentSubtotal, paymentTotal, purchaseAmount } = quote.quote
  const feeRange = provider
    ? provider.feePercent.min === provider.feePercent.max
      ? format.percent(provider.feePercent.min)
      : `${format.percent(provider.feePercent.min)}–${format.percent(provider.feePercent.max)}`
    : undefined
  // The sample stands in when the provider gave no quote: its amounts are the payment itself
  // (1:1), so the card names what is bought and what is paid, never an amount or a fee it made up.
  if (quote.sample)
    return (
      <div className="sigil-onramp-quote" data-testid="onramp-quote" data-estimate="">
        <p className="sigil-onramp-quote__receive">
          <span className="sigil-onramp-quote__label">{t('onramp.youReceive')}</span>
          <span className="sigil-onramp-quote__amount">{asset?.symbol ?? purchaseAmount.currency}</span>
        </p>
        <dl className="sigil-onramp-quote__rows" aria-label={t('onramp.quote')}>
          <div className="sigil-onramp-quote__total">
            <dt>{t('onramp.youPay')}</dt>
            <dd>
              {format.money(paymentTotal.amount)} {paymentTotal.currency}
            </dd>
          </div>
          {feeRange && (
            <div>
              <dt>{t('onramp.providerFee')}</dt>
              <dd>{feeRange}</dd>
            </div>
          )}
        </dl>
        <p className="sigil-onramp-note">{t('onramp.estimate')}</p>
      </div>
    )
  const exactFee = providerFeeOf(quote.quote)
  const fee = exactFee !== undefined ? `${format.money(exactFee)} ${paymentTotal.currency}` : feeRange
  return (
    <div className="sigil-onramp-quote" data-testid="onramp-quote">
      <p className="sigil-onramp-quote__receive">
        <span className="sigil-onramp-quote__label">{t('onramp.youReceive')}</span>
        <span className="sigil-onramp-quote__amount">
          ≈ {format.balance(purchaseAmount.amount) ?? purchaseAmount.amount}{' '}
          {asset?.symbol ?? purchaseAmount.currency}
        </span>
      </p>
      <dl className="sigil-onramp-quote__rows" aria-label={t('onramp.quote')}>
        <div>
          <dt>{t('onramp.networkFee')}</dt>
          <dd>
            {format.money(networkFee.amount)} {networkFee.currency}
          </dd>
        </div>
        {fee && (
          <div>
            <dt>{t('onramp.providerFee')}</dt>
            <dd>{fee}</dd>
          </div>
        )}
        <div>
          <dt>{t('onramp.subtotal')}</dt>
          <dd>
            {format.money(paymentSubtotal.amount)} {paymentSubtotal.currency}
          </dd>
        </div>
        <div className="sigil-onramp-quote__total">
          <dt>{t('onramp.total')}</dt>
          <dd>
            {format.money(paymentTotal.amount)} {paymentTotal.currency}
          </dd>
        </div>
      </dl>
    </div>
  )
}

/** What to buy, how to pay and how much, with a quote; Continue opens the provider's page. */
export function OnrampForm({ session, state }: { session: OnrampSession; state: OnrampSessionState }) {
  const t = useT()
  const format = useFormat()
  const amountId = useId()
  const hintId = useId()
  const { assets, asset, paymentCurrencies, paymentCurrency, method, limits, amount, amountError, quote } =
    state
  const currency = paymentCurrency?.id ?? ''
  const ready = quote.status === 'ready' && !amountError
  return (
    <form
      className="sigil-onramp"
      onSubmit={(event) => {
        event.preventDefault()
        if (!ready) return
        // The window opens now, inside the click, so a popup blocker lets it through.
        void session.continue(openPurchaseWindow(t('onramp.opening')))
      }}
    >
      {state.providers.length > 1 && (
        <fieldset className="sigil-onramp-field">
          <legend className="sigil-onramp-field__label">{t('onramp.provider')}</legend>
          <div className="sigil-onramp-segments">
            {state.providers.map((provider) => (
              <button
                key={provider.id}
                type="button"
                className="sigil-onramp-segment"
                aria-pressed={provider.id === state.provider?.id}
                onClick={() => void session.selectProvider(provider.id)}
              >
                {provider.name}
              </button>
            ))}
          </div>
        </fieldset>
      )}
      <fieldset className="sigil-onramp-field">
        <legend className="sigil-onramp-field__head">
          <span className="sigil-onramp-field__label">{t('onramp.buy')}</span>
          {state.network && (
            <span className="sigil-onramp-network">
              <NetworkImage network={state.network} size={16} />
              {t('onramp.onNetwork', { network: state.network.name })}
            </span>
          )}
        </legend>
        <div className="sigil-onramp-assets">
          {assets.map((candidate) => (
            <button
              key={candidate.id}
              type="button"
              className="sigil-onramp-asset"
              aria-pressed={candidate.id === asset?.id}
              onClick={() => session.selectAsset(candidate.id)}
            >
              <span className="sigil-onramp-asset__symbol">{candidate.symbol}</span>
              <span className="sigil-onramp-asset__name">{candidate.name}</span>
            </button>
          ))}
        </div>
      </fieldset>
      <div className="sigil-onramp-field">
        <label className="sigil-onramp-field__label" htmlFor={amountId}>
          {t('onramp.youPay')}
        </label>
        <div className="sigil-onramp-amount" data-invalid={amountError ? '' : undefined}>
          <input
            id={amountId}
            className="sigil-onramp-amount__input"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            value={amount}
            aria-invalid={amountError ? true : undefined}
            aria-describedby={hintId}
            onChange={(event) => session.setAmount(event.target.value)}
          />
          <select
            className="sigil-onramp-currency"
            aria-label={t('onramp.currency')}
            value={currency}
            onChange={(event) => session.selectPaymentCurrency(event.target.value)}
          >
            {paymentCurrencies.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.id}
              </option>
            ))}
          </select>
        </div>
        <p className="sigil-onramp-field__hint" id={hintId} data-tone={amountError ? 'error' : undefined}>
          {amountError
            ? paymentAmountText(t, format, amountError)
            : t('onramp.limits', {
                method: t(`onramp.method.${method}`),
                min: format.money(limits.min),
                max: format.money(limits.max),
                currency,
              })}
        </p>
      </div>
      <fieldset className="sigil-onramp-field">
        <legend className="sigil-onramp-field__label">{t('onramp.payWith')}</legend>
        <div className="sigil-onramp-segments">
          {PAYMENT_METHODS.map((candidate) => (
            <button
              key={candidate}
              type="button"
              className="sigil-onramp-segment"
              aria-pressed={candidate === method}
              onClick={() => session.selectMethod(candidate)}
            >
              {t(`onramp.method.${candidate}`)}
            </button>
          ))}
        </div>
      </fieldset>
      <QuoteCard state={state} />
      <Button type="submit" className="sigil-onramp-submit" disabled={!ready}>
        {amount.trim() === ''
          ? t('onramp.enterAmount')
          : quote.status === 'loading'
            ? t('onramp.quoting')
            : t('onramp.continue')}
      </Button>
      <p className="sigil-onramp-footnote">
        {t('onramp.footnote', { symbol: asset?.symbol ?? t('onramp.crypto') })}
      </p>
    </form>
  )
}
