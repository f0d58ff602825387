import type { NetworkNamespace } from '@sigil/core'
import { formatBalance } from '../format/formatBalance.js'
import { truncateAddress } from '../format/truncateAddress.js'
import { useAccount } from '../hooks/useAccount.js'
import { useBalance } from '../hooks/useBalance.js'
import { useSigil } from '../hooks/useSigil.js'
import { ButtonStyles, connectedButtonCssIn } from './ButtonStyles.js'
import { connectedAccountParts } from './connectedAccountParts.js'
import { useButtonTheme } from './useButtonTheme.js'
import { useButtonWords } from './useButtonWords.js'

/** Props of `ConnectButton`. */
export type ConnectButtonProps = {
  /** The namespace whose account the button shows (default: the active one). */
  namespace?: NetworkNamespace
  /** The text while disconnected (default "Connect", in the modal's language). */
  label?: string
  /** Added to the button's classes. */
  className?: string
  /** No built-in styles: the button carries only the app's `className` (default false). */
  unstyled?: boolean
}

/**
 * "Connect" while disconnected; "Connecting…", inert, while a wallet is asked (after a reload, the
 * short address being restored beside the spinner); the account's avatar, name (or short address)
 * and balance once connected. Opens the modal. Styled with the modal's theme unless `unstyled`.
 */
export function ConnectButton({ namespace, label, className, unstyled = false }: ConnectButtonProps) {
  const { open } = useSigil()
  const account = useAccount(namespace)
  const { balance, symbol } = useBalance(namespace)
  const words = useButtonWords()
  const formatted = formatBalance(balance, symbol, words.numbers)
  const theme = useButtonTheme()
  // The connected look's rules and the account's avatar arrive after the first paint; until they
  // are in, a connected account still shows as connecting rather than half drawn.
  const parts = connectedAccountParts()
  const styled = parts !== undefined && (unstyled || connectedButtonCssIn())
  const connected = account.isConnected && styled
  const connecting = account.status === 'connecting' || (account.isConnected && !styled)
  const state = connected ? 'connected' : connecting ? 'connecting' : 'disconnected'
  const shown = connecting && (account.rememberedAddress ?? account.address)
  const remembered = shown ? truncateAddress(shown) : undefined
  return (
    <>
      {!unstyled && <ButtonStyles />}
      <button
        type="button"
        className={className}
        data-sigil-connect-button=""
        {...(unstyled ? {} : { 'data-sigil-button': '', ...theme })}
        data-state={state}
        aria-busy={connecting || undefined}
        // While the wallet is asked (a reload's restore), nothing to choose yet: the list opened now
        // would wait on a wallet no one asks. Focusable still, and bounded by the restore's timeout.
        aria-disabled={connecting || undefined}
        // A reload's restore shows the account being asked for again, named as such.
        aria-label={remembered && `${words['button.connecting']} ${remembered}`}
        onClick={() => connecting || void open()}
      >
        {connected && account.address && parts ? (
          <>
            <span
              data-sigil-part="avatar"
              aria-hidden="true"
              style={{ background: parts.avatar(account.address) }}
            >
              {account.profileImage && <img src={account.profileImage} alt="" />}
            </span>
            <span data-sigil-part="name">{account.profileName ?? truncateAddress(account.address)}</span>
            {formatted && <span data-sigil-part="balance">{` · ${formatted}`}</span>}
          </>
        ) : connecting ? (
          <>
            <span data-sigil-part="spinner" aria-hidden="true" />
            {remembered ?? words['button.connecting']}
          </>
        ) : (
          (label ?? words['button.connect'])
        )}
      </button>
    </>
  )
}
