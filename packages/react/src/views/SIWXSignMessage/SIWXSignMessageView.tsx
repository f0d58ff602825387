import { useState } from 'react'
import { Avatar } from '../../components/Avatar.js'
import { Button } from '../../components/Button.js'
import { Spinner } from '../../components/Spinner.js'
import { STILL_WAITING_MS, useStillWaiting } from '../../components/useStillWaiting.js'
import { useSigilClient } from '../../context/SigilContext.js'
import { activeNamespace } from '../../hooks/activeNamespace.js'
import { useSigilSelector } from '../../hooks/useSigilSelector.js'
import { useT } from '../../strings/useT.js'

/**
 * Asks the connected account to sign in: Sign (Try again after a failure) and Cancel, driven
 * by the client's siwx slice. While the wallet is asked the buttons give way to
 * 'Authenticating...'; a wallet silent for 15 s gets its way on: ask again, or leave (Disconnect
 * when sign-in is required, as its cancel does; Not now otherwise).
 */
export default function SIWXSignMessageView() {
  const t = useT()
  const client = useSigilClient()
  const siwx = useSigilSelector((state) => state.siwx)
  const address = useSigilSelector((state) => state.accounts[activeNamespace(state)]?.address)
  const appName = client.config.metadata?.name ?? t('siwx.thisApp')
  const signing = siwx.status === 'signing'
  // Asking again while the wallet is silent keeps status 'signing': the count starts the wait over.
  const [asked, setAsked] = useState(0)
  const stillWaiting = useStillWaiting(signing, STILL_WAITING_MS, asked)
  return (
    <div className="sigil-center">
      <Avatar address={address ?? appName} size={64} />
      <h3>{t('siwx.heading', { app: appName })}</h3>
      {signing && (
        <>
          <Spinner />
          <p className="sigil-text-muted" role="status">
            {t('error.SIWX_AUTHENTICATING')}
          </p>
        </>
      )}
      {signing && stillWaiting && client.siwx.enabled && (
        <>
          <p className="sigil-text-muted" data-testid="still-waiting">
            {t('siwx.stillWaiting')}
          </p>
          <div style={{ display: 'flex', gap: 8, width: '100%', marginTop: 8 }}>
            <Button
              variant="secondary"
              style={{ flex: 1 }}
              onClick={() => void (siwx.required ? client.disconnect() : client.siwx.cancel())}
            >
              {siwx.required ? t('common.disconnect') : t('siwx.notNow')}
            </Button>
            <Button
              autoFocus
              style={{ flex: 1 }}
              onClick={() => {
                setAsked((count) => count + 1)
                void client.siwx.signIn()
              }}
            >
              {t('common.tryAgain')}
            </Button>
          </div>
        </>
      )}
      {siwx.status === 'error' && (
        <p className="sigil-text-error" role="alert">
          {t('error.SIWX_SIGN_FAILED')}
        </p>
      )}
      {siwx.status === 'idle' && <p className="sigil-text-muted">{t('siwx.prompt')}</p>}
      {siwx.status === 'signed' && <p className="sigil-text-muted">{t('siwx.signed')}</p>}
      {client.siwx.enabled && !signing && siwx.status !== 'signed' && (
        <div style={{ display: 'flex', gap: 8, width: '100%', marginTop: 8 }}>
          <Button variant="secondary" style={{ flex: 1 }} onClick={() => void client.siwx.cancel()}>
            {siwx.required ? t('common.cancel') : t('siwx.notNow')}
          </Button>
          {/* The buttons mount anew after each attempt, so focus lands on Sign / Try again. */}
          <Button autoFocus style={{ flex: 1 }} onClick={() => void client.siwx.signIn()}>
            {siwx.status === 'error' ? t('common.tryAgain') : t('siwx.sign')}
          </Button>
        </div>
      )}
    </div>
  )
}
