import { useSigilClient } from '../../context/SigilContext.js'
import { useSigilSelector } from '../../hooks/useSigilSelector.js'

const EMPTY: readonly string[] = []

/** Social logins go through the embedded-wallet (AUTH) connector; without one they cannot start. */
export function SocialSection() {
  const client = useSigilClient()
  const socials = useSigilSelector((state) =>
    Array.isArray(state.features.socials) ? state.features.socials : EMPTY,
  )
  const auth = useSigilSelector((state) => state.connectors.list.find((c) => c.type === 'AUTH'))
  return (
    <div className="sigil-socials">
      {socials.map((provider) => (
        <button
          key={provider}
          type="button"
          className="sigil-social"
          aria-label={`Continue with ${provider}`}
          disabled={!auth}
          onClick={() =>
            auth && client.connect({ connectorId: auth.id, namespace: auth.chain }).catch(() => undefined)
          }
        >
          {provider}
        </button>
      ))}
    </div>
  )
}
