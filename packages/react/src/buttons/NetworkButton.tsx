import { useNetwork } from '../hooks/useNetwork.js'
import { useSigil } from '../hooks/useSigil.js'

export type NetworkButtonProps = { className?: string }

/** The active network's name; opens the modal on the network switcher. */
export function NetworkButton({ className }: NetworkButtonProps) {
  const { open } = useSigil()
  const { network } = useNetwork()
  return (
    <button
      type="button"
      className={className}
      data-sigil-network-button=""
      onClick={() => void open({ view: 'Account' })}
    >
      {network?.name ?? 'Network'}
    </button>
  )
}
