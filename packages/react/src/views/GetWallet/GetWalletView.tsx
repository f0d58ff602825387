import { RemoteImage } from '../../components/RemoteImage.js'
import { useWalletImage } from '../../components/useWalletImage.js'
import { ViewStyles } from '../../element/ViewStyles.js'
import type { WalletStores } from '../../modal/ModalOptionsContext.js'
import type { PlainMessageKey } from '../../strings/messages.js'
import { useT } from '../../strings/useT.js'
import { useConnectWallets } from '../Connect/useConnectWallets.js'
import { type WalletToGet, walletsToGet } from './walletsToGet.js'

const STORES: readonly [keyof WalletStores, PlainMessageKey][] = [
  ['extension', 'getWallet.store.extension'],
  ['appStore', 'getWallet.store.appStore'],
  ['playStore', 'getWallet.store.playStore'],
  ['website', 'getWallet.store.website'],
]

const GET_WALLET_CSS = `
.sigil-get-wallet{display:flex;flex-direction:column;gap:16px}
.sigil-get-wallet__intro{display:flex;flex-direction:column;gap:6px;margin:0 4px}
.sigil-get-wallet__intro p{margin:0;font-size:14px;line-height:1.5;color:var(--sigil-fg-2)}
.sigil-get-wallet__list{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:8px}
.sigil-get-wallet__item{display:flex;gap:12px;padding:12px;border-radius:var(--sigil-radius-item);background:var(--sigil-bg-2)}
.sigil-get-wallet__body{flex:1;min-width:0;display:flex;flex-direction:column;gap:8px}
.sigil-get-wallet__name{margin:0;font-size:15px;font-weight:650;line-height:1.3;overflow-wrap:anywhere}
.sigil-get-wallet__links{display:flex;flex-wrap:wrap;gap:8px}
`

function WalletToGetItem({ wallet }: { wallet: WalletToGet }) {
  const t = useT()
  const image = useWalletImage(wallet, true)
  return (
    <li className="sigil-get-wallet__item" data-testid="wallet-to-get">
      <RemoteImage src={image.url} pending={image.pending} name={wallet.name} size={40} />
      <div className="sigil-get-wallet__body">
        <h4 className="sigil-get-wallet__name">{wallet.name}</h4>
        <div className="sigil-get-wallet__links">
          {STORES.map(([store, key]) => {
            const href = wallet.stores[store]
            if (!href) return null
            return (
              <a
                key={store}
                className="sigil-button sigil-button--secondary sigil-button--sm"
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('getWallet.linkLabel', { store: t(key), name: wallet.name })}
                data-store={store}
              >
                {t(key)}
              </a>
            )
          })}
        </div>
      </div>
    </li>
  )
}

/**
 * Help for a person who has no wallet: what a wallet is, in a few words, and the registry's
 * wallets for this app with the places to get each. Connect offers it only when there is one.
 */
export default function GetWalletView() {
  const t = useT()
  const wallets = walletsToGet(useConnectWallets())
  return (
    <div className="sigil-get-wallet">
      <ViewStyles css={GET_WALLET_CSS} />
      <div className="sigil-get-wallet__intro">
        <p>{t('getWallet.what')}</p>
        <p>{t('getWallet.how')}</p>
      </div>
      <ul className="sigil-get-wallet__list" aria-label={t('getWallet.listLabel')}>
        {wallets.map((wallet) => (
          <WalletToGetItem key={wallet.id} wallet={wallet} />
        ))}
      </ul>
    </div>
  )
}
