import { RemoteImage } from '../../components/RemoteImage.js'
import type { TokenItem } from './accountItems.js'

/** A token: icon, name and quantity on the left, its value on the right. */
export function TokenRow({ token }: { token: TokenItem }) {
  return (
    <li className="sigil-list-item sigil-list-item--static" data-testid="token-row">
      <RemoteImage src={token.iconUrl} name={token.symbol} size={36} round />
      <span className="sigil-list-item__text">
        <span className="sigil-list-item__label">{token.name}</span>
        <span className="sigil-list-item__sub sigil-amount">
          <bdi dir="ltr">
            {token.amount} {token.symbol}
          </bdi>
        </span>
      </span>
      {token.value && (
        <span className="sigil-list-item__value" dir="ltr">
          {token.value}
        </span>
      )}
    </li>
  )
}
