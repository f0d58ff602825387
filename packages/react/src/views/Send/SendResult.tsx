import type { SentTransaction } from '@sigil/core/internal'
import { Button } from '../../components/Button.js'
import { ResultMark } from '../../components/ResultMark.js'
import { Spinner } from '../../components/Spinner.js'
import { truncateAddress } from '../../format/truncateAddress.js'
import { useFormat } from '../../format/useFormat.js'
import { useT } from '../../strings/useT.js'

/**
 * A sent transaction: waiting for its block, then sent or failed, with its hash and explorer link;
 * or queued in a Safe for its owners, with the Safe's transaction hash (not on chain yet).
 */
export function SendResult({
  transaction,
  networkName,
  warning,
  onDone,
  onBackToForm,
}: {
  transaction: SentTransaction
  networkName?: string
  /** Said under a sent transaction that could not be followed to its block. */
  warning?: string
  onDone: () => void
  onBackToForm: () => void
}) {
  const t = useT()
  const format = useFormat()
  const { status, amount, symbol, hash, explorerUrl, receiverAddress, receiverProfileName } = transaction
  const receiver = format.ltr(receiverProfileName ?? truncateAddress(receiverAddress))
  return (
    <div className="sigil-center sigil-send-result" data-status={status} data-testid="send-result">
      {status === 'pending' ? (
        <span className="sigil-send-mark" aria-hidden="true">
          <Spinner size={44} />
        </span>
      ) : (
        <ResultMark tone={status === 'reverted' ? 'error' : 'success'} />
      )}
      <div role="status" className="sigil-send-result__text">
        <h3>
          {status === 'pending'
            ? t('send.result.sending', { amount, symbol })
            : status === 'reverted'
              ? t('send.result.failed')
              : status === 'queued'
                ? t('send.result.queued', { amount, symbol })
                : t('send.result.sent', { amount, symbol })}
        </h3>
        <p className="sigil-text-muted">
          {status === 'pending'
            ? networkName
              ? t('send.result.pendingToOn', { receiver, network: networkName })
              : t('send.result.pendingTo', { receiver })
            : status === 'reverted'
              ? t('send.result.reverted')
              : status === 'queued'
                ? t('send.result.queuedFor', { receiver })
                : status === 'submitted'
                  ? t('send.result.submitted', { receiver })
                  : networkName
                    ? t('send.result.confirmedOn', { receiver, network: networkName })
                    : t('send.result.confirmed', { receiver })}
        </p>
      </div>
      {warning && <p className="sigil-hint">{warning}</p>}
      <div className="sigil-send-hash">
        <span className="sigil-send-field__label">{t('send.result.transaction')}</span>
        <code data-testid="send-hash" dir="ltr">
          {hash}
        </code>
      </div>
      {explorerUrl && status !== 'queued' && (
        <a className="sigil-send-link" href={explorerUrl} target="_blank" rel="noreferrer">
          {t('send.result.explorer')} <span aria-hidden="true">↗</span>
        </a>
      )}
      {status !== 'pending' &&
        (status === 'reverted' ? (
          <Button onClick={onBackToForm}>{t('send.result.backToForm')}</Button>
        ) : (
          <Button onClick={onDone}>{t('common.done')}</Button>
        ))}
    </div>
  )
}
