import {
  checkSendAmount,
  type SendController,
  type SendFlowState,
  type SendToken,
} from '@sigil/core/internal'
import { useId } from 'react'
import { Button } from '../../components/Button.js'
import { Skeleton } from '../../components/Skeleton.js'
import { Spinner } from '../../components/Spinner.js'
import { truncateAddress } from '../../format/truncateAddress.js'
import { useFormat } from '../../format/useFormat.js'
import { useT } from '../../strings/useT.js'
import { amountMessage, receiverMessage } from './sendMessages.js'
import { TokenPicker } from './TokenPicker.js'

/** Token, amount (with Max) and receiver; Review is on once all three are valid, and says what is missing otherwise. */
export function SendForm({
  controller,
  state,
  tokens,
  tokensLoading,
  onReceiverInput,
  onReview,
}: {
  controller: SendController
  state: SendFlowState
  tokens: readonly SendToken[]
  tokensLoading: boolean
  onReceiverInput: (input: string) => void
  onReview: () => void
}) {
  const t = useT()
  const format = useFormat()
  const tokenLabelId = useId()
  const amountId = useId()
  const amountHintId = useId()
  const receiverId = useId()
  const receiverHintId = useId()
  const { token } = state
  const amount = token ? checkSendAmount(state.sendTokenAmount, token) : undefined
  const amountProblem = token && amount && !amount.ok ? amountMessage(amount.problem, token, t) : undefined
  const receiverProblem = receiverMessage(state.receiverStatus, state.receiverInput, t)
  const blocker = !token ? t('send.chooseToken') : (amountProblem ?? receiverProblem)
  // The amount field speaks up only once something is typed; an empty field is only the button's reason.
  const amountHint = state.sendTokenAmount !== undefined ? amountProblem : undefined

  return (
    <form
      className="sigil-send"
      onSubmit={(event) => {
        event.preventDefault()
        if (!blocker) onReview()
      }}
    >
      <div className="sigil-send-field">
        <span className="sigil-send-field__label" id={tokenLabelId}>
          {t('send.token')}
        </span>
        {tokensLoading && tokens.length === 0 ? (
          <Skeleton height={56} radius={16} />
        ) : (
          <TokenPicker
            tokens={tokens}
            selected={token}
            labelId={tokenLabelId}
            onSelect={(next) => controller.setToken(next)}
          />
        )}
      </div>

      <div className="sigil-send-field">
        <label className="sigil-send-field__label" htmlFor={amountId}>
          {t('send.amount')}
        </label>
        <div className="sigil-send-amount" data-invalid={amountHint ? '' : undefined}>
          <input
            id={amountId}
            className="sigil-send-amount__input"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            placeholder="0"
            value={state.sendTokenAmount ?? ''}
            aria-invalid={amountHint ? true : undefined}
            aria-describedby={amountHintId}
            onChange={(event) => controller.setAmount(event.target.value)}
          />
          <span className="sigil-send-amount__symbol" aria-hidden="true">
            {token?.symbol}
          </span>
        </div>
        <div className="sigil-send-field__foot">
          <span
            id={amountHintId}
            className="sigil-send-field__hint"
            data-tone={amountHint ? 'error' : undefined}
          >
            {amountHint ??
              (token
                ? t('send.balance', {
                    balance: format.ltr(format.balance(token.balance, token.symbol) ?? ''),
                  })
                : '')}
          </span>
          <Button
            variant="secondary"
            size="sm"
            disabled={!token}
            aria-label={
              token
                ? token.address === undefined
                  ? t('send.maxLessFee', { symbol: token.symbol })
                  : t('send.maxWhole', { symbol: token.symbol })
                : t('common.max')
            }
            onClick={() => void controller.fillMax()}
          >
            {t('common.max')}
          </Button>
        </div>
      </div>

      <div className="sigil-send-field">
        <label className="sigil-send-field__label" htmlFor={receiverId}>
          {t('send.to')}
        </label>
        <input
          id={receiverId}
          className="sigil-input sigil-send-receiver"
          dir="ltr"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder={t('send.receiverPlaceholder')}
          value={state.receiverInput}
          aria-invalid={
            state.receiverStatus === 'invalid' || state.receiverStatus === 'not-found' ? true : undefined
          }
          aria-describedby={receiverHintId}
          onChange={(event) => onReceiverInput(event.target.value)}
        />
        <span
          id={receiverHintId}
          className="sigil-send-field__hint"
          data-tone={
            state.receiverStatus === 'invalid' || state.receiverStatus === 'not-found' ? 'error' : undefined
          }
          data-testid="receiver-hint"
        >
          {state.receiverStatus === 'resolving' && <Spinner size={12} />}
          {state.receiverStatus === 'resolved' && state.receiverAddress ? (
            // Data, left to right even in an Arabic or Hebrew modal.
            <span dir="ltr">{`${state.receiverProfileName} · ${truncateAddress(state.receiverAddress)}`}</span>
          ) : state.receiverStatus === 'empty' ? (
            ''
          ) : (
            receiverProblem
          )}
        </span>
      </div>

      <Button type="submit" className="sigil-send__submit" disabled={blocker !== undefined}>
        {blocker ?? t('send.review')}
      </Button>
    </form>
  )
}
