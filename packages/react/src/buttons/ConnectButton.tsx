import type { NetworkNamespace } from '@sigil/core'
import { truncateAddress } from '../format/truncateAddress.js'
import { useAccount } from '../hooks/useAccount.js'
import { useBalance } from '../hooks/useBalance.js'
import { useSigil } from '../hooks/useSigil.js'

export type ConnectButtonProps = { namespace?: NetworkNamespace; label?: string; className?: string }

/** "Connect" while disconnected; the account and its balance once connected. Opens the modal. */
export function ConnectButton({ namespace, label = 'Connect', className }: ConnectButtonProps) {
  const { open } = useSigil()
  const account = useAccount(namespace)
  const { formatted } = useBalance(namespace)
  const connecting = account.status === 'connecting'
  const text =
    account.isConnected && account.address
      ? [account.profileName ?? truncateAddress(account.address), formatted].filter(Boolean).join(' · ')
      : connecting
        ? 'Connecting…'
        : label
  return (
    <button
      type="button"
      className={className}
      data-sigil-connect-button=""
      aria-busy={connecting || undefined}
      onClick={() => void open()}
    >
      {text}
    </button>
  )
}
