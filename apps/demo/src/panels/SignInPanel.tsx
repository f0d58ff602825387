import { useAccount, useSiwx } from '@sigil/react'
import { useState } from 'react'
import {
  isSignInRequired,
  type SignInMode,
  setSignInMode,
  setSignInRequired,
  signInMode,
} from '../signInSetting.js'
import { Panel } from './Panel.js'

const MODE_LABELS: Record<SignInMode, string> = {
  off: 'Off',
  browser: 'This browser',
  service: 'Devnet service',
}

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

/** Sign in with the wallet: who is signed in, Sign in / Sign out, the required mode, and where sessions live. */
export function SignInPanel() {
  const siwx = useSiwx()
  const { isConnected } = useAccount()
  const [required, setRequired] = useState(isSignInRequired)
  const [busy, setBusy] = useState(false)
  const mode = signInMode()
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true)
    try {
      await action()
    } finally {
      setBusy(false)
    }
  }
  return (
    <Panel title="Sign in with wallet" id="signin">
      <fieldset className="segmented">
        <legend className="visually-hidden">Where sessions are kept</legend>
        {(Object.keys(MODE_LABELS) as SignInMode[]).map((candidate) => (
          <button
            key={candidate}
            type="button"
            className="segmented__item"
            aria-pressed={candidate === mode}
            onClick={() => candidate !== mode && setSignInMode(candidate)}
          >
            {MODE_LABELS[candidate]}
          </button>
        ))}
      </fieldset>
      {siwx.enabled ? (
        <>
          <p data-testid="signin-status" aria-live="polite">
            {siwx.session ? (
              <>
                Signed in as <span className="mono">{short(siwx.session.data.accountAddress)}</span>
                <span className="muted"> · {siwx.session.data.chainId}</span>
              </>
            ) : isConnected ? (
              'Connected, not signed in.'
            ) : (
              'Not signed in. Connect a wallet first.'
            )}
          </p>
          <label className="switch">
            <input
              type="checkbox"
              role="switch"
              aria-checked={required}
              checked={required}
              onChange={(event) => {
                setSignInRequired(event.target.checked)
                setRequired(event.target.checked)
                siwx.setRequired(event.target.checked)
              }}
            />
            <span>Require sign-in after connect</span>
          </label>
          {siwx.session ? (
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => void run(() => siwx.signOut())}
            >
              Sign out
            </button>
          ) : (
            <button
              type="button"
              className="button button--primary"
              disabled={!isConnected || busy || siwx.status === 'signing'}
              onClick={() => void run(() => siwx.signIn())}
            >
              Sign in
            </button>
          )}
        </>
      ) : (
        <p className="muted">
          Sign-in is off: this page loads none of its code. Pick where sessions live to try it.
        </p>
      )}
    </Panel>
  )
}
