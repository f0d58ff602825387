import { truncateEmail } from '../../format/truncateEmail.js'
import { activeNamespace } from '../../hooks/activeNamespace.js'
import { useSigilSelector } from '../../hooks/useSigilSelector.js'
import { useT } from '../../strings/useT.js'

export default function UpdateEmailWalletView() {
  const t = useT()
  const email = useSigilSelector((state) => state.accounts[activeNamespace(state)]?.user?.email ?? undefined)
  return (
    <div className="sigil-center">
      <p className="sigil-text-muted">{t('email.currentEmail')}</p>
      <h3>{email ? truncateEmail(email) : t('email.noWalletEmail')}</h3>
      <p className="sigil-text-muted">{t('email.changeHint')}</p>
    </div>
  )
}
