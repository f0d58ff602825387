import type { SwapTokenOption } from '@sigil/core/swap'
import { useEffect, useRef, useState } from 'react'
import { CloseIcon } from '../../components/icons.js'
import { RemoteImage } from '../../components/RemoteImage.js'
import { useFormat } from '../../format/useFormat.js'
import { useT } from '../../strings/useT.js'
import { tokenAmount } from './swapText.js'

/** Picks the token of one side: search by symbol or name, held tokens first with their balance. */
export function SwapTokenList({
  title,
  tokens,
  selected,
  onPick,
  onClose,
}: {
  title: string
  tokens: readonly SwapTokenOption[]
  selected?: string
  onPick: (address: string) => void
  onClose: () => void
}) {
  const t = useT()
  const format = useFormat()
  const [search, setSearch] = useState('')
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => input.current?.focus(), [])
  const term = search.trim().toLowerCase()
  const shown = term
    ? tokens.filter(
        (token) =>
          token.symbol.toLowerCase().includes(term) ||
          token.name.toLowerCase().includes(term) ||
          token.address.toLowerCase().endsWith(term),
      )
    : tokens
  return (
    <div className="sigil-swap-picker">
      <div className="sigil-swap-picker__head">
        <h3 className="sigil-swap-picker__title">{title}</h3>
        <button
          type="button"
          className="sigil-icon-button"
          aria-label={t('swap.closeList')}
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      </div>
      <input
        ref={input}
        className="sigil-input"
        type="search"
        placeholder={t('swap.searchPlaceholder')}
        aria-label={t('swap.searchLabel')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        onKeyDown={(event) => {
          // Escape leaves the list, not the modal.
          if (event.key !== 'Escape') return
          event.stopPropagation()
          onClose()
        }}
      />
      {shown.length === 0 ? (
        <p className="sigil-empty">{t('swap.noMatch', { search: search.trim() })}</p>
      ) : (
        <ul className="sigil-swap-picker__list" aria-label={t('common.tokens')}>
          {shown.map((token) => (
            <li key={token.address}>
              <button
                type="button"
                className="sigil-swap-option"
                aria-pressed={token.address === selected}
                onClick={() => onPick(token.address)}
              >
                <RemoteImage src={token.logoUri || undefined} name={token.symbol} size={36} round />
                <span className="sigil-swap-option__text">
                  <span className="sigil-swap-option__symbol">{token.symbol}</span>
                  <span className="sigil-swap-option__name">{token.name}</span>
                </span>
                {token.balance > 0n && (
                  <span className="sigil-swap-option__balance">
                    {tokenAmount(token.balance, token, format)}
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
