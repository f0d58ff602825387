import { SIWX_AUTHENTICATING, SIWX_SIGN_FAILED } from '@sigil/core'
import { Avatar } from '../../components/Avatar.js'
import { Button } from '../../components/Button.js'
import { Spinner } from '../../components/Spinner.js'
import { useSigilClient } from '../../context/SigilContext.js'
import { activeNamespace } from '../../hooks/activeNamespace.js'
import { useSigilSelector } from '../../hooks/useSigilSelector.js'

/**
 * Asks the connected account to sign in: Sign (Try again after a failure) and Cancel, driven
 * by the client's siwx slice. While the wallet is asked the buttons give way to
 * 'Authenticating...'.
 */
export default function SIWXSignMessageView() {
  const client = useSigilClient()
  const siwx = useSigilSelector((state) => state.siwx)
  const address = useSigilSelector((state) => state.accounts[activeNamespace(state)]?.address)
  const appName = client.config.metadata?.name ?? 'This app'
  const signing = siwx.status === 'signing'
  return (
    <div className="sigil-center">
      <Avatar address={address ?? appName} size={64} />
      <h3>{appName} wants you to sign in</h3>
      {signing && (
        <>
          <Spinner />
          <p className="sigil-text-muted" role="status">
            {SIWX_AUTHENTICATING.message}
          </p>
        </>
      )}
      {siwx.status === 'error' && (
        <p className="sigil-text-error" role="alert">
          {siwx.error ?? SIWX_SIGN_FAILED.message}
        </p>
      )}
      {siwx.status === 'idle' && (
        <p className="sigil-text-muted">Sign a message in your wallet to prove you own this account.</p>
      )}
      {siwx.status === 'signed' && <p className="sigil-text-muted">Signed in.</p>}
      {client.siwx.enabled && !signing && siwx.status !== 'signed' && (
        <div style={{ display: 'flex', gap: 8, width: '100%', marginTop: 8 }}>
          <Button variant="secondary" style={{ flex: 1 }} onClick={() => void client.siwx.cancel()}>
            {siwx.required ? 'Cancel' : 'Not now'}
          </Button>
          {/* The buttons mount anew after each attempt, so focus lands on Sign / Try again. */}
          <Button autoFocus style={{ flex: 1 }} onClick={() => void client.siwx.signIn()}>
            {siwx.status === 'error' ? 'Try again' : 'Sign'}
          </Button>
        </div>
      )}
    </div>
  )
}
