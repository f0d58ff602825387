export { isValidAccountName } from './accountName.js'
export { decodeBase58, encodeBase58 } from './base58.js'
export { assertBatchedCalls, type BatchedCall } from './batchedCalls.js'
export {
  type BitcoinAddressInfo,
  type BitcoinAddressType,
  type BitcoinNetworkKind,
  isBitcoinAddress,
  parseBitcoinAddress,
} from './bitcoinAddress.js'
export { assertBlobDataSize } from './blobData.js'
export { assertBlobVersionedHashes } from './blobVersionedHashes.js'
export { toChecksumAddress } from './checksumAddress.js'
export { chainIdToCoinType } from './coinType.js'
export { isEmail } from './email.js'
export { truncateEmail } from './emailDisplay.js'
export {
  type AddressValidator,
  type AddressValidatorOptions,
  createAddressValidator,
  type EvmAddressOptions,
  isEvmAddress,
} from './evmAddress.js'
export { createLruCache, type LruCache } from './lruCache.js'
export { isRegisteredAccountName, stripAccountNameSuffix, toRegisteredAccountName } from './nameSuffix.js'
export { isOtp } from './otp.js'
export { isSafeImageUrl, isSafeLinkUrl, type SafeLinkOptions } from './safeUrl.js'
export { assertSendForm, assertSendNamespace, SEND_NAMESPACES, type SendForm } from './sendForm.js'
export { isSignedMessage } from './signedMessage.js'
export {
  isSocialProvider,
  REMOTE_ONLY_SOCIAL_PROVIDERS,
  SOCIAL_PROVIDERS,
  type SocialProviderOptions,
} from './socialProvider.js'
export { isSolanaAddress } from './solanaAddress.js'
export { assertThemeMode, isThemeMode, THEME_MODES } from './themeMode.js'
export { isTransactionHash } from './transactionHash.js'
export { verifyEd25519 } from './verifyEd25519.js'
export { assertZkBytecode, withZkSyncDefaults } from './zkBytecode.js'
