import type { SendToken } from '@sigil/core/internal'
import { useId, useState } from 'react'
import { RemoteImage } from '../../components/RemoteImage.js'
import { useFormat } from '../../format/useFormat.js'
import { useT } from '../../strings/useT.js'

const tokenKey = (token: SendToken) => `${token.caipNetworkId}:${token.address ?? 'native'}`

/** The token to send: the chosen one, and when opened every token the account can send. */
export function TokenPicker({
  tokens,
  selected,
  onSelect,
  labelId,
}: {
  tokens: readonly SendToken[]
  selected?: SendToken
  onSelect: (token: SendToken) => void
  /** The field's visible label; the button is named by it and by the token it shows. */
  labelId: string
}) {
  const t = useT()
  const format = useFormat()
  const [open, setOpen] = useState(false)
  const listId = useId()
  const contentId = useId()
  return (
    <div className="sigil-send-tokens">
      <button
        type="button"
        className="sigil-send-token"
        aria-expanded={open}
        aria-controls={listId}
        aria-labelledby={`${labelId} ${contentId}`}
        onClick={() => setOpen(!open)}
      >
        {selected ? (
          <>
            <RemoteImage src={selected.iconUrl} name={selected.symbol} size={32} round />
            <span className="sigil-send-token__text" id={contentId}>
              <span className="sigil-send-token__symbol">{selected.symbol}</span>
              <span className="sigil-send-token__name">{selected.name}</span>
            </span>
          </>
        ) : (
          <span className="sigil-send-token__text" id={contentId}>
            <span className="sigil-send-token__symbol">{t('send.chooseToken')}</span>
          </span>
        )}
        <svg
          className="sigil-send-token__chevron"
          aria-hidden="true"
          width="16"
          height="16"
          viewBox="0 0 16 16"
        >
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
      {open && (
        <ul className="sigil-plain-list sigil-send-token-list" id={listId} aria-label={t('common.tokens')}>
          {tokens.map((token) => {
            const chosen = selected !== undefined && tokenKey(selected) === tokenKey(token)
            return (
              <li key={tokenKey(token)}>
                <button
                  type="button"
                  className="sigil-send-token-option"
                  aria-pressed={chosen}
                  onClick={() => {
                    onSelect(token)
                    setOpen(false)
                  }}
                >
                  <RemoteImage src={token.iconUrl} name={token.symbol} size={32} round />
                  <span className="sigil-send-token__text">
                    <span className="sigil-send-token__symbol">{token.symbol}</span>
                    <span className="sigil-send-token__name">{token.name}</span>
                  </span>
                  <span className="sigil-send-token__balance" dir="ltr">
                    {format.balance(token.balance)}
                  </span>
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
