/**
 * Every number of spec §9, named for what it is. Times are in milliseconds unless the
 * name says otherwise. Code reads these; nothing repeats a literal. The few a page's first load
 * reads are defined where they are read: LOG_LEVELS (logger/createLogger.ts),
 * DEFAULT_ACCOUNT_TYPES (client/initialState.ts), DEFAULT_REMOTE_SOCIALS
 * (features/defaultFeatures.ts), OP_STACK_BLOCK_TIME_MS and ZKSYNC_BLOCK_TIME_MS
 * (caip/networks/stackBlockTime.ts). A bundler keeps a module whole: a constants module the
 * first load imported would come whole, or as a small shared file of its own.
 */

// Timing
export const SWAP_SLIPPAGE_TOLERANCE = 1
export const BALANCE_RETRY_WAIT_MS = 30_000
export const SOCIAL_POPUP_WIDTH = 600
export const SOCIAL_POPUP_HEIGHT = 800
export const SOCIAL_POPUP_CLOSED_POLL_MS = 1_000
export const EMAIL_CHANGE_POLL_MS = 1_000
export const EMAIL_LOGIN_COOLDOWN_MS = 30_000
export const PAIRING_LIFETIME_MS = 4 * 60_000
export const PAIRING_EXPIRY_MARGIN_MS = 10_000
export const RETRY_GUARD_MS = 1_000
export const DEBOUNCE_MS = 500
export const IMAGE_PRELOAD_TIMEOUT_MS = 2_000
export const IFRAME_LOAD_TIMEOUT_MS = 20_000
export const IFRAME_REQUEST_TIMEOUT_MS = 120_000
export const SIGN_OUT_TIMEOUT_MS = 3_000
export const FRAME_READY_DELAY_MS = 500
export const FRAME_ERROR_MESSAGE_DELAY_MS = 300
export const SHAKE_MS = 500
export const NOTIFICATION_GAP_MS = 150
/** The modal's three animations: open/close, view change out, view change in. */
export const ANIMATION_MODAL_MS = 120
export const ANIMATION_VIEW_OUT_MS = 150
export const ANIMATION_VIEW_IN_MS = 150

// Cache lifetimes
export const PORTFOLIO_CACHE_MS = 30_000
export const NATIVE_BALANCE_CACHE_MS = 30_000
export const ENS_CACHE_MS = 5 * 60_000
export const IDENTITY_CACHE_MS = 5 * 60_000

// RPC transport defaults
export const RPC_TIMEOUT_MS = 10_000
export const RPC_RETRY_COUNT = 3
export const RPC_RETRY_DELAY_MS = 150
export const RPC_BATCH_SIZE = 1_000
export const RPC_FALLBACK_POLL_MS = 4_000

// Wallet lists
export const FEATURED_WALLETS_MAX = 4
export const RECOMMENDED_WALLETS_MAX = 4
export const WALLETS_PAGE_SIZE = 40
export const WALLET_SEARCH_ENTRIES = 100
export const WALLET_SEARCH_MIN_WAIT_MS = 300
export const RECENT_WALLETS_MAX = 2

// Display
export const BALANCE_DECIMALS = 3
export const MODAL_WIDTH_PX = 360
export const MODAL_Z_INDEX = 999
export const EMAIL_DISPLAY_MAX_CHARS = 30
export const TOAST_DURATION_MS = 4_000
export const TOASTS_VISIBLE = 3
export const TOAST_GAP_PX = 14
export const TOAST_WIDTH_PX = 356
export const TOAST_SWIPE_THRESHOLD_PX = 20
export const TOAST_SWIPE_VELOCITY = 0.11
export const TOAST_REMOVE_DELAY_MS = 200

// Onramp and fees
export const ONRAMP_CARD_LIMITS = { min: '10.00', max: '7500.00' } as const
export const ONRAMP_BANK_LIMITS = { min: '10.00', max: '25000.00' } as const
export const ONRAMP_PROVIDER_FEE_PERCENT = { min: 1, max: 2 } as const
export const PENDING_TRANSACTIONS_MAX = 99
export const ZKSYNC_DEFAULT_GAS_PER_PUBDATA = 50_000n

// Validation limits (§5)
export const EVM_ADDRESS_CACHE_SIZE = 8_192
export const COIN_TYPE_CHAIN_ID_LIMIT = 2 ** 31
export const ACCOUNT_NAME_MIN_LENGTH = 4
export const MAX_BLOB_DATA_BYTES = 761_855
export const MAX_ZK_BYTECODE_BYTES = 32 * (2 ** 16 - 1)

// Defaults
export const WALLET_FEATURE_ORDER = ['onramp', 'swaps', 'receive', 'send'] as const
export const NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos', 'near'] as const
export const AUTH_CONNECTOR_NAMESPACES = ['eip155', 'solana'] as const
export const BITCOIN_ACCOUNT_TYPES = ['payment', 'ordinal'] as const
export const NAME_SUFFIX = '.reown.id'
export const LEGACY_NAME_SUFFIX = '.wcn.id'
export const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

// Client choices not given by the spec
/** How long an auto-close notification stays (choice: as long as a toast). */
export const NOTIFICATION_AUTO_CLOSE_MS = TOAST_DURATION_MS
/** The widest viewport the default `isMobile` check reads as a phone when only the screen tells (choice). */
export const MOBILE_MAX_WIDTH_PX = 430
/**
 * The pause in typing before AllWallets sends a search (choice). The loading state shows from the
 * keystroke and the registry holds an answer until 300 ms after the request, so a fast registry
 * answers 450 ms after the last key, not 300 + 300 ms.
 */
export const WALLET_SEARCH_INPUT_PAUSE_MS = 150
