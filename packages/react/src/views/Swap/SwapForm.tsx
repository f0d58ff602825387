import type { SwapSession, SwapSessionState } from '@sigil/core/swap'
import { useEffect, useId, useRef, useState } from 'react'
import { Button } from '../../components/Button.js'
import { Skeleton } from '../../components/Skeleton.js'
import { formatUnits } from '../../format/formatUnits.js'
import { useFormat } from '../../format/useFormat.js'
import { type PreviewControl, type PreviewState, previewHolds } from '../../preview/previewState.js'
import { TransactionPreviewSlot } from '../../preview/TransactionPreviewSlot.js'
import { useT } from '../../strings/useT.js'
import { SwapDetails } from './SwapDetails.js'
import { SwapPrompts } from './SwapPrompts.js'
import { SwapTokenButton } from './SwapTokenButton.js'
import { SwapTokenList } from './SwapTokenList.js'
import { swapAmountText, swapProblemText } from './swapProblemText.js'
import { actionOf, tokenAmount, usdValue } from './swapText.js'
import { useSwapPreview } from './useSwapPreview.js'

const FlipIcon = () => (
  <svg
    aria-hidden="true"
    width="18"
    height="18"
    viewBox="0 0 18 18"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="M6 3v12M6 15l-3-3M6 15l3-3M12 15V3M12 3L9 6M12 3l3 3" />
  </svg>
)

/** Long amounts get a smaller font so they fit beside the token button. */
const sizeOf = (text: string) =>
  text.length > 20 ? 'xs' : text.length > 13 ? 'sm' : text.length > 9 ? 'md' : undefined

/** Choosing what to sell and what to buy, how much, with a live quote and the button that swaps. */
export function SwapForm({ session, state }: { session: SwapSession; state: SwapSessionState }) {
  const t = useT()
  const format = useFormat()
  const [picking, setPicking] = useState<'from' | 'to'>()
  // Focus goes back to the token button that opened the list once the list closes.
  const [returnTo, setReturnTo] = useState<'from' | 'to'>()
  const fromButton = useRef<HTMLButtonElement>(null)
  const toButton = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (picking || !returnTo) return
    ;(returnTo === 'from' ? fromButton : toButton).current?.focus()
    setReturnTo(undefined)
  }, [picking, returnTo])
  const amountId = useId()
  const errorId = useId()
  const preview = useSwapPreview(state)
  const [previewState, setPreviewState] = useState<PreviewState>()
  const previewControl = useRef<PreviewControl>(undefined)
  // Swap waits for the preview and stays off when it says the swap would fail.
  const held = previewHolds(preview, previewState)
  const { from, to, amount, amountError, quote, tokens } = state
  if (picking)
    return (
      <SwapTokenList
        title={picking === 'from' ? t('swap.sell') : t('swap.buy')}
        tokens={tokens}
        selected={(picking === 'from' ? from : to)?.address}
        onClose={() => {
          setReturnTo(picking)
          setPicking(undefined)
        }}
        onPick={(address) => {
          if (picking === 'from') session.setFrom(address)
          else session.setTo(address)
          setReturnTo(picking)
          setPicking(undefined)
        }}
      />
    )

  const native = tokens.find((token) => token.native)
  const sellValue =
    from && quote.status === 'ready' ? usdValue(quote.details.fromAmount, from, format) : undefined
  const receive = quote.status === 'ready' && to ? quote.details.toAmount : undefined
  const action = actionOf(state, t)
  const received = receive !== undefined && to ? format.balance(formatUnits(receive, to.decimals)) : undefined
  return (
    <form
      className="sigil-swap"
      onSubmit={(event) => {
        event.preventDefault()
        if (held) return
        // The same calls once more, right before the wallet is asked: the price may have moved.
        const recheck = previewControl.current?.recheck()
        if (!recheck) return void session.submit()
        void recheck.then((checked) => {
          if (checked.status === 'done' && checked.preview.status === 'fails') return
          return session.submit()
        })
      }}
    >
      <div className="sigil-swap-sides">
        <div className="sigil-swap-side" data-invalid={amountError ? '' : undefined}>
          <div className="sigil-swap-side__top">
            <label className="sigil-swap-side__label" htmlFor={amountId}>
              {t('swap.youPay')}
            </label>
            {from && (
              <span className="sigil-swap-side__balance">
                {t('swap.balance', { balance: format.ltr(tokenAmount(from.balance, from, format)) })}
                {from.balance > 0n && (
                  <button type="button" className="sigil-swap-max" onClick={() => session.setMax()}>
                    {t('common.max')}
                  </button>
                )}
              </span>
            )}
          </div>
          <div className="sigil-swap-side__row">
            <input
              id={amountId}
              className="sigil-swap-side__amount"
              inputMode="decimal"
              autoComplete="off"
              placeholder="0"
              value={amount}
              data-size={sizeOf(amount)}
              aria-invalid={amountError ? true : undefined}
              aria-describedby={amountError ? errorId : undefined}
              onChange={(event) => session.setAmount(event.target.value)}
            />
            <SwapTokenButton
              ref={fromButton}
              token={from}
              side={t('swap.youPay')}
              onOpen={() => setPicking('from')}
            />
          </div>
          <p className="sigil-swap-side__value" id={errorId} data-tone={amountError ? 'error' : undefined}>
            {(amountError && swapAmountText(t, amountError)) ??
              (sellValue && format.ltr(sellValue)) ??
              '\u00a0'}
          </p>
        </div>
        <button
          type="button"
          className="sigil-swap-flip"
          aria-label={from && to ? t('swap.flipTo', { to: to.symbol, from: from.symbol }) : t('swap.flip')}
          onClick={() => session.flip()}
        >
          <FlipIcon />
        </button>
        <div className="sigil-swap-side sigil-swap-side--receive">
          <div className="sigil-swap-side__top">
            <span className="sigil-swap-side__label">{t('swap.youReceive')}</span>
            {to && (
              <span className="sigil-swap-side__balance">
                {t('swap.balance', { balance: format.ltr(tokenAmount(to.balance, to, format)) })}
              </span>
            )}
          </div>
          <div className="sigil-swap-side__row">
            <output
              className="sigil-swap-side__amount"
              aria-live="polite"
              data-testid="swap-receive"
              data-size={received ? sizeOf(received) : undefined}
            >
              {quote.status === 'loading' ? (
                <Skeleton width={120} height={28} radius={8} />
              ) : received !== undefined ? (
                received
              ) : (
                <span className="sigil-swap-side__placeholder">0</span>
              )}
            </output>
            <SwapTokenButton
              ref={toButton}
              token={to}
              side={t('swap.youReceive')}
              onOpen={() => setPicking('to')}
            />
          </div>
          <p className="sigil-swap-side__value">
            {(receive !== undefined && to && format.ltr(usdValue(receive, to, format) ?? '')) || '\u00a0'}
          </p>
        </div>
      </div>
      {quote.status === 'ready' && from && to && (
        <SwapDetails details={quote.details} from={from} to={to} {...(native ? { native } : {})} />
      )}
      {quote.status === 'error' && (
        <p className="sigil-swap-note" role="alert" data-tone="error">
          {swapProblemText(t, quote.problem)}
        </p>
      )}
      <TransactionPreviewSlot
        request={preview}
        onState={setPreviewState}
        control={previewControl}
        showFee={false}
        failureAction={{ label: t('preview.refreshQuote'), onClick: () => session.setAmount(amount) }}
      />
      <SwapPrompts state={state} />
      <Button type="submit" className="sigil-swap-submit" disabled={!action.enabled || held}>
        {action.label}
      </Button>
    </form>
  )
}
