import type { SentTransaction } from '@sigil/core'
import { Button } from '../../components/Button.js'
import { ResultMark } from '../../components/ResultMark.js'
import { Spinner } from '../../components/Spinner.js'
import { truncateAddress } from '../../format/truncateAddress.js'

/** A sent transaction: waiting for its block, then sent or failed, with its hash and explorer link. */
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
  const { status, amount, symbol, hash, explorerUrl, receiverAddress, receiverProfileName } = transaction
  const receiver = receiverProfileName ?? truncateAddress(receiverAddress)
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
            ? `Sending ${amount} ${symbol}`
            : status === 'reverted'
              ? 'The transaction failed'
              : `Sent ${amount} ${symbol}`}
        </h3>
        <p className="sigil-text-muted">
          {status === 'pending'
            ? `To ${receiver}. Waiting for it to be confirmed${networkName ? ` on ${networkName}` : ''}…`
            : status === 'reverted'
              ? 'It was rejected on chain and nothing was sent.'
              : status === 'submitted'
                ? `To ${receiver}. It shows in your balance once the network confirms it.`
                : `To ${receiver}. Confirmed${networkName ? ` on ${networkName}` : ''}.`}
        </p>
      </div>
      {warning && <p className="sigil-hint">{warning}</p>}
      <div className="sigil-send-hash">
        <span className="sigil-send-field__label">Transaction</span>
        <code data-testid="send-hash">{hash}</code>
      </div>
      {explorerUrl && (
        <a className="sigil-send-link" href={explorerUrl} target="_blank" rel="noreferrer">
          View on block explorer <span aria-hidden="true">↗</span>
        </a>
      )}
      {status !== 'pending' &&
        (status === 'reverted' ? (
          <Button onClick={onBackToForm}>Back to the form</Button>
        ) : (
          <Button onClick={onDone}>Done</Button>
        ))}
    </div>
  )
}
