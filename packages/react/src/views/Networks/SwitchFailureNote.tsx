import { useSigilSelector } from '../../hooks/useSigilSelector.js'
import { useT } from '../../strings/useT.js'

/** Why the last switch did not happen, in words a person can act on (the client's `chain.switchFailure`). */
export function SwitchFailureNote() {
  const t = useT()
  const failure = useSigilSelector((state) => state.chain.switchFailure)
  const name = useSigilSelector(
    (state) => state.chain.networks.find((network) => network.caipNetworkId === failure?.caipNetworkId)?.name,
  )
  if (!failure) return null
  return (
    <p
      className="sigil-text-error"
      role="alert"
      data-switch-failure={failure.reason}
      style={{ marginBottom: 14 }}
    >
      {t(`switchFailure.${failure.reason}`, { network: name ?? failure.caipNetworkId })}
    </p>
  )
}
