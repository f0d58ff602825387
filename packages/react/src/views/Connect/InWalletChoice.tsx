import type { WalletEntry } from '@sigil/core/internal'
import { Button } from '../../components/Button.js'
import { ListItem } from '../../components/ListItem.js'
import { RemoteImage } from '../../components/RemoteImage.js'
import { useSigilClient } from '../../context/SigilContext.js'
import type { WalletListing } from '../../modal/ModalOptionsContext.js'
import { useT } from '../../strings/useT.js'
import { pickWallet } from '../pickWallet.js'

/**
 * Inside a wallet's own browser on a phone: that wallet is the one big choice, one tap. Other
 * wallets stay a row below; no pairing code is offered, a phone cannot scan its own screen.
 */
export function InWalletChoice({ wallet, listing }: { wallet: WalletEntry; listing?: WalletListing }) {
  const t = useT()
  const client = useSigilClient()
  return (
    <div className="sigil-stack" data-context="in-app-browser">
      <div className="sigil-center sigil-in-wallet">
        <RemoteImage src={wallet.connector?.imageUrl} name={wallet.name} size={64} />
        <p className="sigil-text-muted">{t('connect.inWallet.hint', { name: wallet.name })}</p>
        <Button
          className="sigil-button--block"
          onClick={() => pickWallet(client, wallet.id, wallet.connector, listing, wallet.connectors)}
        >
          {t('connect.inWallet.connect', { name: wallet.name })}
        </Button>
      </div>
      <ListItem
        label={t('connect.inWallet.other')}
        image={
          <span className="sigil-image" style={{ width: 40, height: 40 }} aria-hidden="true">
            ⋯
          </span>
        }
        onClick={() => client.router.push('AllWallets')}
      />
    </div>
  )
}
