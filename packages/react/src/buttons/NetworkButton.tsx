import { isOnUnsupportedNetwork } from '@sigil/core/internal'
import { identiconGradient } from '../components/identicon.js'
import { useNetwork } from '../hooks/useNetwork.js'
import { useSigil } from '../hooks/useSigil.js'
import { useSigilSelector } from '../hooks/useSigilSelector.js'
import { ButtonStyles, provideConnectedButtonCss } from './ButtonStyles.js'
import { provideConnectedAccountParts } from './connectedAccountParts.js'
import { CONNECTED_BUTTON_CSS } from './connectedButtonCss.js'
import { useButtonTheme } from './useButtonTheme.js'
import { useButtonWords } from './useButtonWords.js'

/** Props of `NetworkButton`. */
export type NetworkButtonProps = {
  /** Added to the button's classes. */
  className?: string
  /** No built-in styles: the button carries only the app's `className` (default false). */
  unstyled?: boolean
}

/**
 * The active network's name ("Unsupported network" while the wallet sits on a chain the app
 * does not support); opens the modal on the network list, connected or not.
 */
export function NetworkButton({ className, unstyled = false }: NetworkButtonProps) {
  // Its look is the connected one, needed at its first paint: it comes with this button, and so
  // does the avatar of a connected ConnectButton beside it.
  if (!unstyled) provideConnectedButtonCss(CONNECTED_BUTTON_CSS)
  provideConnectedAccountParts({ avatar: identiconGradient })
  const { open } = useSigil()
  const { network } = useNetwork()
  const unsupported = useSigilSelector((state) => isOnUnsupportedNetwork(state))
  const theme = useButtonTheme()
  const words = useButtonWords()
  return (
    <>
      {!unstyled && <ButtonStyles />}
      <button
        type="button"
        className={className}
        data-sigil-network-button=""
        data-unsupported={unsupported ? '' : undefined}
        {...(unstyled ? {} : { 'data-sigil-button': '', ...theme })}
        onClick={() => void open({ view: 'Networks' })}
      >
        {!unstyled && <span data-sigil-part="dot" aria-hidden="true" />}
        {unsupported ? words['button.unsupportedNetwork'] : (network?.name ?? words['button.network'])}
      </button>
    </>
  )
}
