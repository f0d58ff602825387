import { Button } from '../../components/Button.js'
import { useSigilClient } from '../../context/SigilContext.js'
import { truncateEmail } from '../../format/truncateEmail.js'
import { useSigilSelector } from '../../hooks/useSigilSelector.js'
import { routeString } from '../routeData.js'

export default function EmailLoginView() {
  const client = useSigilClient()
  const email = useSigilSelector((state) => routeString(state.router.data, 'email'))
  return (
    <div className="sigil-center">
      <h3>Check your inbox</h3>
      {email ? (
        <p className="sigil-text-muted">
          We sent a sign-in code to <strong data-testid="email">{truncateEmail(email)}</strong>
        </p>
      ) : (
        <p className="sigil-text-muted">Enter your email to receive a sign-in code.</p>
      )}
      <Button variant="ghost" onClick={() => client.router.goBack()}>
        Use another email
      </Button>
    </div>
  )
}
