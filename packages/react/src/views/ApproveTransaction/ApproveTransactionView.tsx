import { Spinner } from '../../components/Spinner.js'
import { useSigilSelector } from '../../hooks/useSigilSelector.js'

/** Shown while a request waits for the user's approval in the wallet. */
export default function ApproveTransactionView() {
  const pending = useSigilSelector((state) => state.router.transactionStack.length)
  return (
    <div className="sigil-center">
      <Spinner size={40} />
      <h3>Approve in your wallet</h3>
      <p className="sigil-text-muted">
        {pending > 1
          ? `${pending} requests are waiting for approval.`
          : 'A request is waiting for your approval.'}
      </p>
    </div>
  )
}
