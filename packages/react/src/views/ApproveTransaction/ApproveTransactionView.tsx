import { approvalGateOf } from '@sigil/core/internal'
import { Button } from '../../components/Button.js'
import { Spinner } from '../../components/Spinner.js'
import { useStillWaiting } from '../../components/useStillWaiting.js'
import { useSigilClient } from '../../context/SigilContext.js'
import { useSigilSelector } from '../../hooks/useSigilSelector.js'
import { useApprovalPending } from '../../preview/useApprovalPending.js'
import { useT } from '../../strings/useT.js'
import { ApprovalPreview } from './ApprovalPreview.js'

/**
 * Shown while a request waits for the user's approval in the wallet. After 15 s of silence it
 * offers to cancel: closing the modal declines the request (its flow treats a close so).
 */
export default function ApproveTransactionView() {
  const t = useT()
  const client = useSigilClient()
  const pending = useSigilSelector((state) => state.router.transactionStack.length)
  const waiting = useApprovalPending()
  const stillWaiting = useStillWaiting(waiting === undefined)
  if (waiting) {
    const gate = approvalGateOf(client)
    return (
      <ApprovalPreview
        request={waiting}
        onContinue={() => gate.decide(true)}
        onCancel={() => gate.decide(false)}
      />
    )
  }
  return (
    <div className="sigil-center">
      <Spinner size={40} />
      <h3>{t('approve.heading')}</h3>
      <p className="sigil-text-muted">{t('approve.waiting', { count: Math.max(pending, 1) })}</p>
      {stillWaiting && (
        <>
          <p className="sigil-text-muted" data-testid="still-waiting">
            {t('approve.stillWaiting')}
          </p>
          <Button variant="secondary" onClick={() => client.close()}>
            {t('approve.cancel')}
          </Button>
        </>
      )}
    </div>
  )
}
