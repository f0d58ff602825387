import { SIWX_AUTHENTICATING, SIWX_SIGN_FAILED } from '@sigil/core'
import { Avatar } from '../../components/Avatar.js'
import { Spinner } from '../../components/Spinner.js'
import { useSigilClient } from '../../context/SigilContext.js'
import { activeNamespace } from '../../hooks/activeNamespace.js'
import { useSigilSelector } from '../../hooks/useSigilSelector.js'

/** Sign-in progress as the client's siwx slice reports it. */
export default function SIWXSignMessageView() {
  const client = useSigilClient()
  const siwx = useSigilSelector((state) => state.siwx)
  const address = useSigilSelector((state) => state.accounts[activeNamespace(state)]?.address)
  const appName = client.config.metadata?.name ?? 'This app'
  return (
    <div className="sigil-center">
      <Avatar address={address ?? appName} size={64} />
      <h3>{appName} wants you to sign in</h3>
      {siwx.status === 'signing' && (
        <>
          <Spinner />
          <p className="sigil-text-muted">{SIWX_AUTHENTICATING.message}</p>
        </>
      )}
      {siwx.status === 'error' && (
        <p className="sigil-text-error">{siwx.error ?? SIWX_SIGN_FAILED.message}</p>
      )}
      {siwx.status === 'idle' && (
        <p className="sigil-text-muted">Sign a message in your wallet to prove you own this account.</p>
      )}
      {siwx.status === 'signed' && <p className="sigil-text-muted">Signed in.</p>}
    </div>
  )
}
