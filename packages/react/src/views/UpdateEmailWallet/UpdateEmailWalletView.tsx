import { truncateEmail } from '../../format/truncateEmail.js'
import { activeNamespace } from '../../hooks/activeNamespace.js'
import { useSigilSelector } from '../../hooks/useSigilSelector.js'

export default function UpdateEmailWalletView() {
  const email = useSigilSelector((state) => state.accounts[activeNamespace(state)]?.user?.email ?? undefined)
  return (
    <div className="sigil-center">
      <p className="sigil-text-muted">Current email</p>
      <h3>{email ? truncateEmail(email) : 'No email on this wallet'}</h3>
      <p className="sigil-text-muted">You will confirm the change with a code sent to each address.</p>
    </div>
  )
}
