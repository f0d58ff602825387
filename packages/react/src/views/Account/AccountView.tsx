import type { SigilClient } from '@sigil/core'
import { AUTH_CONNECTOR_ID, isOnUnsupportedNetwork, selectWalletFeatures } from '@sigil/core/internal'
import { Avatar } from '../../components/Avatar.js'
import { Button } from '../../components/Button.js'
import { EmailText } from '../../components/EmailText.js'
import { ChevronIcon, CopyIcon } from '../../components/icons.js'
import { NetworkImage } from '../../components/NetworkImage.js'
import { Skeleton } from '../../components/Skeleton.js'
import { useSigilClient } from '../../context/SigilContext.js'
import { truncateAddress } from '../../format/truncateAddress.js'
import { useFormat } from '../../format/useFormat.js'
import { activeNamespace } from '../../hooks/activeNamespace.js'
import { shallowEqual, useSigilSelector } from '../../hooks/useSigilSelector.js'
import { useModalOptions } from '../../modal/ModalOptionsContext.js'
import { type T, useT } from '../../strings/useT.js'
import { socialLabel } from '../Connect/socialLabels.js'
import { AccountTabs } from './AccountTabs.js'
import { AccountTypeSwitch } from './AccountTypeSwitch.js'
import { disconnectFromModal } from './disconnectFromModal.js'
import { FEATURE_ICONS, FEATURE_VIEWS_BY_NAME } from './walletFeatures.js'

/** Copies the address and says so in a toast, or says how to copy it by hand. */
async function copyAddress(client: SigilClient, address: string, t: T) {
  try {
    if (!navigator.clipboard) throw new Error('no clipboard')
    await navigator.clipboard.writeText(address)
    client.showToast(t('toast.addressCopied'), 'success')
  } catch {
    client.showToast(t('toast.copyFailed'), 'error')
  }
}

export default function AccountView() {
  const t = useT()
  const client = useSigilClient()
  const namespace = useSigilSelector((state) => activeNamespace(state))
  const account = useSigilSelector((state) => state.accounts[namespace])
  const network = useSigilSelector((state) => state.chain.activeNetwork)
  const enabledFeatures = useSigilSelector(
    (state) => selectWalletFeatures(state, client.config.swapChainIds),
    shallowEqual,
  )
  const unsupported = useSigilSelector((state) => isOnUnsupportedNetwork(state, namespace))
  // Names are EVM names, registered through the app's name service (the blockchain service).
  const { blockchain } = useModalOptions()
  const canRegisterName = namespace === 'eip155' && blockchain !== undefined
  const address = account?.address ?? ''
  const email = account?.user?.email
  const isEmbedded = useSigilSelector(
    (state) => state.connection.activeConnectorId[namespace] === AUTH_CONNECTOR_ID,
  )
  const social = account?.socialProvider
  const userName = account?.user?.username
  const format = useFormat()
  const balance = format.balance(account?.balance, account?.balanceSymbol)

  return (
    <div>
      <div className="sigil-account">
        <Avatar address={address} image={account?.profileImage} />
        <p className="sigil-account__name" dir="ltr">
          {account?.profileName ?? truncateAddress(address)}
          {address && (
            <button
              type="button"
              className="sigil-icon-button sigil-account__copy"
              aria-label={t('account.copyAddress')}
              onClick={() => void copyAddress(client, address, t)}
            >
              <CopyIcon />
            </button>
          )}
        </p>
        {email && (
          <p className="sigil-account__balance" data-testid="account-email">
            <EmailText email={email} />
          </p>
        )}
        {isEmbedded && email && (
          <Button variant="ghost" size="sm" onClick={() => client.router.push('UpdateEmailWallet')}>
            {t('account.updateEmail')}
          </Button>
        )}
        {!email && social && (
          <p className="sigil-account__balance" data-testid="account-social">
            {userName
              ? t('account.signedInWithAs', { provider: socialLabel(social), name: userName })
              : t('account.signedInWith', { provider: socialLabel(social) })}
          </p>
        )}
        {isEmbedded && <AccountTypeSwitch namespace={namespace} />}
        {account?.balanceLoading ? (
          <Skeleton width={96} height={18} />
        ) : (
          balance && (
            <p className="sigil-account__balance" dir="ltr">
              {balance}
            </p>
          )
        )}
        {client.config.enableNetworkSwitch !== false && (
          <button type="button" className="sigil-pill" onClick={() => client.router.push('Networks')}>
            <NetworkImage network={unsupported ? undefined : network} size={24} />
            {unsupported ? t('account.unsupportedNetwork') : (network?.name ?? t('account.selectNetwork'))}
            <span className="sigil-pill__chevron">
              <ChevronIcon />
            </span>
          </button>
        )}
      </div>
      {enabledFeatures.length > 0 && (
        <div className="sigil-features">
          {enabledFeatures.map((feature) => {
            const FeatureIcon = FEATURE_ICONS[feature]
            return (
              <button
                key={feature}
                type="button"
                className="sigil-feature"
                onClick={() => client.router.push(FEATURE_VIEWS_BY_NAME[feature])}
              >
                <FeatureIcon />
                {t(`feature.${feature}`)}
              </button>
            )
          })}
        </div>
      )}
      <AccountTabs tokens={account?.tokenBalance} />
      {/* Two to a line, a lone last one across both: a third of the card is too narrow for Disconnect in many languages. */}
      <div className="sigil-row sigil-account__actions">
        {canRegisterName && !account?.profileName && (
          <Button variant="secondary" onClick={() => client.router.push('RegisterAccountName')}>
            {t('account.chooseName')}
          </Button>
        )}
        <Button variant="secondary" onClick={() => client.router.push('ProfileWallets')}>
          {t('common.wallets')}
        </Button>
        <Button variant="secondary" onClick={() => disconnectFromModal(client, namespace, t)}>
          {t('common.disconnect')}
        </Button>
      </div>
    </div>
  )
}
