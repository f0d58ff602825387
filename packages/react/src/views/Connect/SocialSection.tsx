import type { SocialProvider } from '@sigil/core'
import { AUTH_CONNECTOR_ID, embeddedLoginMethods, type SocialLoginState } from '@sigil/core/internal'
import { useState } from 'react'
import { useSigilClient } from '../../context/SigilContext.js'
import { useSigilSelector } from '../../hooks/useSigilSelector.js'
import { type T, useT } from '../../strings/useT.js'
import { loginErrorText } from '../EmailLogin/loginErrorText.js'
import { socialLabel } from './socialLabels.js'

const sameList = (a: readonly SocialProvider[], b: readonly SocialProvider[]) =>
  a.length === b.length && a.every((value, index) => value === b[index])

/** What a social sign-in under way is doing, in the modal's words (chosen at render, so a language switch follows). */
const STEP_TEXT: Record<SocialLoginState, (t: T, provider: string) => string> = {
  started: (t, provider) => t('connect.social.opening', { provider }),
  popupOpened: (t, provider) => t('connect.social.continueIn', { provider }),
  resultReceived: (t) => t('connect.social.signingIn'),
  connected: (t) => t('common.connecting'),
}

/**
 * The first provider on a full-width button, the others in a grid below it. Each signs in
 * through the embedded wallet's popup; its steps and failures show under the buttons.
 */
export function SocialSection() {
  const t = useT()
  const client = useSigilClient()
  const socials = useSigilSelector(
    (state) =>
      embeddedLoginMethods(client.config, state.features, state.chain.activeNetwork?.caipNetworkId).socials,
    sameList,
  )
  const [step, setStep] = useState<{ state: SocialLoginState; provider: string }>()
  const [error, setError] = useState<string>()
  const busy = step !== undefined
  const start = async (provider: SocialProvider) => {
    if (busy) return
    // Farcaster signs in on another device, by a QR code.
    if (provider === 'farcaster') return client.router.push('ConnectingFarcaster')
    const label = socialLabel(provider)
    setError(undefined)
    setStep({ state: 'started', provider: label })
    try {
      const auth = await client.getAuthConnector()
      await auth.connectSocial(provider, (state) => setStep({ state, provider: label }))
      await client.connect({ connectorId: AUTH_CONNECTOR_ID, namespace: 'eip155' })
    } catch (cause) {
      setError(loginErrorText(cause, t))
    } finally {
      setStep(undefined)
    }
  }
  const [first, ...others] = socials
  if (!first) return null
  return (
    <div className="sigil-stack">
      <button
        type="button"
        className="sigil-social sigil-social--wide"
        aria-label={t('connect.social.continueWith', { provider: socialLabel(first) })}
        // Not disabled while busy: a disabled button drops focus out of the dialog.
        aria-disabled={busy || undefined}
        onClick={() => void start(first)}
      >
        {t('connect.social.continueWith', { provider: socialLabel(first) })}
      </button>
      {others.length > 0 && (
        <div className="sigil-socials">
          {others.map((provider) => (
            <button
              key={provider}
              type="button"
              className="sigil-social"
              aria-label={t('connect.social.continueWith', { provider: socialLabel(provider) })}
              aria-disabled={busy || undefined}
              onClick={() => void start(provider)}
            >
              {socialLabel(provider)}
            </button>
          ))}
        </div>
      )}
      {step && (
        <p className="sigil-text-muted" role="status">
          {STEP_TEXT[step.state](t, step.provider)}
        </p>
      )}
      {error && (
        <p className="sigil-text-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
