import { Button } from '../../components/Button.js'
import { useSigilClient } from '../../context/SigilContext.js'
import { activeNamespace } from '../../hooks/activeNamespace.js'
import { useSigilSelector } from '../../hooks/useSigilSelector.js'

export default function RegisterAccountNameSuccessView() {
  const client = useSigilClient()
  const name = useSigilSelector((state) => state.accounts[activeNamespace(state)]?.profileName)
  return (
    <div className="sigil-center">
      <h3>{name ? `${name} is yours` : 'Your name is registered'}</h3>
      <p className="sigil-text-muted">Apps that support names will show it instead of your address.</p>
      <Button onClick={() => client.router.replace('Account')}>Done</Button>
    </div>
  )
}
