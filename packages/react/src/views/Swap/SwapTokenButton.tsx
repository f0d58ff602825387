import type { SwapTokenOption } from '@sigil/core/swap'
import type { Ref } from 'react'
import { RemoteImage } from '../../components/RemoteImage.js'
import { useT } from '../../strings/useT.js'

/** The token of a side, as a pill that opens the token list. */
export function SwapTokenButton({
  token,
  side,
  onOpen,
  disabled,
  ref,
}: {
  token?: SwapTokenOption
  side: string
  onOpen: () => void
  disabled?: boolean
  ref?: Ref<HTMLButtonElement>
}) {
  const t = useT()
  return (
    <button
      ref={ref}
      type="button"
      className="sigil-swap-token"
      onClick={onOpen}
      disabled={disabled}
      aria-label={
        token ? t('swap.tokenChosen', { side, symbol: token.symbol }) : t('swap.tokenNone', { side })
      }
    >
      {token && <RemoteImage src={token.logoUri || undefined} name={token.symbol} size={24} round />}
      <span>{token?.symbol ?? t('swap.select')}</span>
      <svg
        aria-hidden="true"
        width="12"
        height="12"
        viewBox="0 0 12 12"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M3 4.5l3 3 3-3" />
      </svg>
    </button>
  )
}
