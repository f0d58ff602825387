import { ListItem } from './ListItem.js'
import { RemoteImage } from './RemoteImage.js'

/** Why a wallet is shown first ("Installed", "Recent"), in the modal's words. */
export type WalletBadge = string

export type WalletButtonProps = {
  name: string
  imageUrl?: string
  badge?: WalletBadge
  /** A quieter second line, e.g. the chains a multi-chain wallet connects. */
  description?: string
  onClick?: () => void
  /** A person reaching for the wallet (pointer over, focus). */
  onIntent?: () => void
}

/** A wallet row, named for assistive technology by the wallet's name. */
export function WalletButton({ name, imageUrl, badge, description, onClick, onIntent }: WalletButtonProps) {
  return (
    <ListItem
      label={name}
      {...(description ? { description } : {})}
      ariaLabel={name}
      image={<RemoteImage src={imageUrl} name={name} size={40} />}
      badge={badge}
      onClick={onClick}
      {...(onIntent ? { onIntent } : {})}
    />
  )
}
