import { useAccount } from '@sigil/react'
import { useState } from 'react'
import { useDemoClient } from '../useDemoClient.js'
import { errorText } from './errorText.js'
import { Panel } from './Panel.js'

type Outcome = { kind: 'signature'; value: string } | { kind: 'error'; value: string } | undefined

export function SignPanel() {
  const client = useDemoClient()
  const { isConnected } = useAccount()
  const [message, setMessage] = useState('Hello from the Sigil demo')
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>()
  const sign = async () => {
    setBusy(true)
    setOutcome(undefined)
    try {
      setOutcome({ kind: 'signature', value: await client.signMessage(message) })
    } catch (error) {
      setOutcome({ kind: 'error', value: `Not signed: ${errorText(error)}.` })
    } finally {
      setBusy(false)
    }
  }
  return (
    <Panel title="Sign a message" id="sign">
      <label className="field">
        <span>Message</span>
        <textarea value={message} rows={2} onChange={(event) => setMessage(event.target.value)} />
      </label>
      <button
        type="button"
        className="button button--primary"
        disabled={!isConnected || busy || message === ''}
        onClick={() => void sign()}
      >
        {busy ? 'Waiting for the wallet…' : 'Sign a message'}
      </button>
      {outcome?.kind === 'signature' && (
        <div className="result">
          <span className="result__label">Signature</span>
          <code className="mono wrap" data-testid="signature">
            {outcome.value}
          </code>
        </div>
      )}
      {outcome?.kind === 'error' && (
        <p className="error" role="alert">
          {outcome.value}
        </p>
      )}
    </Panel>
  )
}
