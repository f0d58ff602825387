import { AUTH_CONNECTOR_ID } from '@sigil/core/internal'
import { useEffect, useState } from 'react'
import { Button } from '../../components/Button.js'
import { QrCode } from '../../components/QrCode.js'
import { Spinner } from '../../components/Spinner.js'
import { onPhone } from '../../context/onPhone.js'
import { useSigilClient } from '../../context/SigilContext.js'
import { useT } from '../../strings/useT.js'
import { loginErrorText } from '../EmailLogin/loginErrorText.js'

/**
 * Farcaster sign-in: the URL the embedded wallet fetched, as a QR code and a link (R-EMBED-11),
 * on a phone as the link alone; once the Farcaster app approves it, the embedded wallet connects.
 */
export default function ConnectingFarcasterView() {
  const t = useT()
  const client = useSigilClient()
  const [url, setUrl] = useState<string>()
  const [error, setError] = useState<string>()
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` starts a new sign-in on retry.
  useEffect(() => {
    let current = true
    setUrl(undefined)
    setError(undefined)
    const run = async () => {
      const auth = await client.getAuthConnector()
      const uri = await auth.getFarcasterUri()
      if (!current) return
      setUrl(uri)
      await auth.connectFarcaster()
      if (current) await client.connect({ connectorId: AUTH_CONNECTOR_ID, namespace: 'eip155' })
    }
    run().catch((cause: unknown) => current && setError(loginErrorText(cause, t)))
    return () => {
      current = false
    }
  }, [client, attempt])

  if (error)
    return (
      <div className="sigil-center">
        <p className="sigil-text-error" role="alert">
          {error}
        </p>
        <Button onClick={() => setAttempt((value) => value + 1)}>{t('common.tryAgain')}</Button>
      </div>
    )
  if (!url)
    return (
      <div className="sigil-center">
        <Spinner label={t('farcaster.preparing')} />
      </div>
    )
  // On a phone Farcaster is on this device: its link is the way, and a code to scan with it is none.
  const phone = onPhone(client)
  return (
    <div className="sigil-center">
      {!phone && <QrCode value={url} size={216} label={t('farcaster.qr')} />}
      <p className="sigil-text-muted">{phone ? t('farcaster.openHere') : t('farcaster.scan')}</p>
      <a
        className={`sigil-button sigil-button--${phone ? 'primary' : 'secondary'} sigil-button--md`}
        href={url}
        target="_blank"
        rel="noreferrer"
        data-testid="farcaster-link"
      >
        {t('farcaster.open')}
      </a>
    </div>
  )
}
