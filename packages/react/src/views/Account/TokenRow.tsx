import { RemoteImage } from '../../components/RemoteImage.js'

type Displayable = {
  name?: unknown
  symbol?: unknown
  iconUrl?: unknown
  quantity?: { numeric?: unknown }
  title?: unknown
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined)

/** One token, NFT or activity entry; the services' shapes vary, so only known fields are read. */
export function TokenRow({ item }: { item: unknown }) {
  const entry = (typeof item === 'object' && item !== null ? item : {}) as Displayable
  const name = text(entry.name) ?? text(entry.title) ?? text(entry.symbol) ?? 'Unknown'
  const amount = text(entry.quantity?.numeric)
  return (
    <div className="sigil-list-item sigil-list-item--static">
      <RemoteImage src={text(entry.iconUrl)} name={name} size={32} round />
      <span className="sigil-list-item__label">{name}</span>
      {amount && (
        <span className="sigil-list-item__trailing">
          {amount} {text(entry.symbol)}
        </span>
      )}
    </div>
  )
}
