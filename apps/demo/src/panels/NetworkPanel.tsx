import { useNetwork } from '@sigil/react'
import { useState } from 'react'
import { errorText } from './errorText.js'
import { Panel } from './Panel.js'

export function NetworkPanel() {
  const { network, networks, unsupported, switchNetwork } = useNetwork()
  const [error, setError] = useState<string>()
  return (
    <Panel title="Network" id="network">
      <fieldset className="segmented">
        <legend className="visually-hidden">Network</legend>
        {networks.map((candidate) => (
          <button
            key={candidate.caipNetworkId}
            type="button"
            className="segmented__item"
            aria-pressed={!unsupported && candidate.caipNetworkId === network?.caipNetworkId}
            onClick={() => {
              setError(undefined)
              switchNetwork(candidate).catch((reason: unknown) =>
                setError(`Not switched: ${errorText(reason)}.`),
              )
            }}
          >
            {candidate.name}
            {/* Solana and Bitcoin ids are 32-character genesis hashes: the name says enough. */}
            {candidate.chainNamespace === 'eip155' && (
              <span className="muted"> · {String(candidate.id)}</span>
            )}
          </button>
        ))}
      </fieldset>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </Panel>
  )
}
