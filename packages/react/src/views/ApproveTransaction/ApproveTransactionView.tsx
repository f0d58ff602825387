import { Spinner } from '../../components/Spinner.js'
import { useSigilSelector } from '../../hooks/useSigilSelector.js'
import { useT } from '../../strings/useT.js'

/** Shown while a request waits for the user's approval in the wallet. */
export default function ApproveTransactionView() {
  const t = useT()
  const pending = useSigilSelector((state) => state.router.transactionStack.length)
  return (
    <div className="sigil-center">
      <Spinner size={40} />
      <h3>{t('approve.heading')}</h3>
      <p className="sigil-text-muted">{t('approve.waiting', { count: Math.max(pending, 1) })}</p>
    </div>
  )
}
