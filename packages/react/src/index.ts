export { ConnectButton, type ConnectButtonProps } from './buttons/ConnectButton.js'
export { NetworkButton, type NetworkButtonProps } from './buttons/NetworkButton.js'
export type { ToasterHotkey, ToasterPosition } from './components/Toaster.js'
export { SigilProvider, type SigilProviderProps } from './context/SigilProvider.js'
export { defineSigilModal, SIGIL_MODAL_TAG, type SigilModalElement } from './element/defineSigilModal.js'
export { type MountSigilOptions, type MountSigilReturnType, mountSigil } from './element/mountSigil.js'
export { formatBalance } from './format/formatBalance.js'
export { truncateAddress } from './format/truncateAddress.js'
export { truncateEmail } from './format/truncateEmail.js'
export { type UseAccountReturnType, useAccount } from './hooks/useAccount.js'
export { useBalance } from './hooks/useBalance.js'
export { useDisconnect } from './hooks/useDisconnect.js'
export { useModalState } from './hooks/useModalState.js'
export { useNetwork } from './hooks/useNetwork.js'
export { type SendCallsInput, type SendCallsState, useSendCalls } from './hooks/useSendCalls.js'
export { useSigil } from './hooks/useSigil.js'
export { useSigilEvents } from './hooks/useSigilEvents.js'
export { useSigilSelector } from './hooks/useSigilSelector.js'
export { type UseSiwxReturnType, useSiwx } from './hooks/useSiwx.js'
export { useTheme } from './hooks/useTheme.js'
export { useWalletProvider } from './hooks/useWalletProvider.js'
export type {
  AccountListKind,
  LoadAccountList,
  LoadWallets,
  LoadWalletsParameters,
  LoadWalletsReturnType,
  ModalOptions,
  WalletListing,
} from './modal/ModalOptionsContext.js'
export { SIGIL_SDK_VERSION } from './modal/services/sdkVersion.js'
export type { LocaleMessages, MessageKey, SigilMessages } from './strings/sigilMessages.js'
export { onThemeChange, THEME_CHANGE_EVENT, type ThemeChangeDetail } from './theme/themeSync.js'
