import { isOnUnsupportedNetwork } from '@sigil/core'
import { useNetwork } from '../hooks/useNetwork.js'
import { useSigil } from '../hooks/useSigil.js'
import { useSigilSelector } from '../hooks/useSigilSelector.js'

export type NetworkButtonProps = { className?: string }

/**
 * The active network's name ("Unsupported network" while the wallet sits on a chain the app
 * does not support); opens the modal on the network list, connected or not.
 */
export function NetworkButton({ className }: NetworkButtonProps) {
  const { open } = useSigil()
  const { network } = useNetwork()
  const unsupported = useSigilSelector((state) => isOnUnsupportedNetwork(state))
  return (
    <button
      type="button"
      className={className}
      data-sigil-network-button=""
      data-unsupported={unsupported ? '' : undefined}
      onClick={() => void open({ view: 'Networks' })}
    >
      {unsupported ? 'Unsupported network' : (network?.name ?? 'Network')}
    </button>
  )
}
