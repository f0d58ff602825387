import { useNetwork } from '../hooks/useNetwork.js'
import { useSigil } from '../hooks/useSigil.js'
import { ButtonStyles } from './ButtonStyles.js'
import { useButtonTheme } from './useButtonTheme.js'

export type NetworkButtonProps = {
  className?: string
  /** No built-in styles: the button carries only the app's `className` (default false). */
  unstyled?: boolean
}

/** The active network's name; opens the modal on the network switcher. */
export function NetworkButton({ className, unstyled = false }: NetworkButtonProps) {
  const { open } = useSigil()
  const { network } = useNetwork()
  const theme = useButtonTheme()
  return (
    <>
      {!unstyled && <ButtonStyles />}
      <button
        type="button"
        className={className}
        data-sigil-network-button=""
        {...(unstyled ? {} : { 'data-sigil-button': '', ...theme })}
        onClick={() => void open({ view: 'Account' })}
      >
        {!unstyled && <span data-sigil-part="dot" aria-hidden="true" />}
        {network?.name ?? 'Network'}
      </button>
    </>
  )
}
