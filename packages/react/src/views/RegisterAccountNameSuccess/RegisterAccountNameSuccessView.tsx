import { Button } from '../../components/Button.js'
import { useSigilClient } from '../../context/SigilContext.js'
import { activeNamespace } from '../../hooks/activeNamespace.js'
import { useSigilSelector } from '../../hooks/useSigilSelector.js'
import { useT } from '../../strings/useT.js'

export default function RegisterAccountNameSuccessView() {
  const t = useT()
  const client = useSigilClient()
  const name = useSigilSelector((state) => state.accounts[activeNamespace(state)]?.profileName)
  return (
    <div className="sigil-center">
      <h3>{name ? t('name.yours', { name }) : t('name.registered')}</h3>
      <p className="sigil-text-muted">{t('name.shownInstead')}</p>
      <Button onClick={() => client.router.replace('Account')}>{t('common.done')}</Button>
    </div>
  )
}
