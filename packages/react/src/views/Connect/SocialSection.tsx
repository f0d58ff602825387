import { useSigilClient } from '../../context/SigilContext.js'
import { useSigilSelector } from '../../hooks/useSigilSelector.js'
import { socialLabel } from './socialLabels.js'

const EMPTY: readonly string[] = []

/**
 * The first provider on a full-width button, the others in a grid below it. Social logins go
 * through the embedded-wallet (AUTH) connector; without one they cannot start.
 */
export function SocialSection() {
  const client = useSigilClient()
  const socials = useSigilSelector((state) =>
    Array.isArray(state.features.socials) ? state.features.socials : EMPTY,
  )
  const auth = useSigilSelector((state) => state.connectors.list.find((c) => c.type === 'AUTH'))
  const start = () =>
    auth && client.connect({ connectorId: auth.id, namespace: auth.chain }).catch(() => undefined)
  const [first, ...others] = socials
  if (!first) return null
  return (
    <div className="sigil-stack">
      <button
        type="button"
        className="sigil-social sigil-social--wide"
        aria-label={`Continue with ${socialLabel(first)}`}
        disabled={!auth}
        onClick={start}
      >
        Continue with {socialLabel(first)}
      </button>
      {others.length > 0 && (
        <div className="sigil-socials">
          {others.map((provider) => (
            <button
              key={provider}
              type="button"
              className="sigil-social"
              aria-label={`Continue with ${socialLabel(provider)}`}
              disabled={!auth}
              onClick={start}
            >
              {socialLabel(provider)}
            </button>
          ))}
        </div>
      )}
    </div>
  )
}
