import { useState } from 'react'
import type { DevnetInfo } from '../devnetInfo.js'
import { isDevWalletOn, setDevWalletOn } from '../devWalletSetting.js'
import { loadDevWallet } from '../loadDevWallet.js'
import { errorText } from './errorText.js'
import { Panel } from './Panel.js'

/**
 * Turning it on announces the burner wallet at once; turning it off reloads the page,
 * because an announced wallet cannot be taken back.
 */
export function DevWalletPanel({ info }: { info: DevnetInfo }) {
  const [on, setOn] = useState(isDevWalletOn)
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState<string>()
  const toggle = async (next: boolean) => {
    setDevWalletOn(next)
    if (!next) {
      window.location.reload()
      return
    }
    // On at once, and held while its code loads, so a second click cannot turn it off (a reload).
    setOn(true)
    setLoading(true)
    setError(undefined)
    try {
      await loadDevWallet(info)
    } catch (reason) {
      setDevWalletOn(false)
      setOn(false)
      setError(`The dev wallet did not load: ${errorText(reason)}.`)
    } finally {
      setLoading(false)
    }
  }
  return (
    <Panel title="Dev wallet" id="dev-wallet">
      <label className="switch">
        <input
          type="checkbox"
          role="switch"
          aria-checked={on}
          checked={on}
          disabled={loading}
          aria-busy={loading || undefined}
          onChange={(event) => void toggle(event.target.checked)}
        />
        <span>Announce a burner wallet</span>
      </label>
      <p className="muted">
        No extension? The dev wallet holds the devnet's first test account (and its first Solana and Bitcoin
        keys), signs in this page and reads from the devnet. It appears in Connect as “Sigil Dev Wallet”.
        Never use its keys elsewhere.
      </p>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </Panel>
  )
}
