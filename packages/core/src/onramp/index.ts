export {
  createOnrampSession,
  ONRAMP_WATCH_INTERVAL_MS,
  ONRAMP_WATCH_LIMIT_MS,
  type OnrampProblem,
  type OnrampPurchase,
  type OnrampQuoteState,
  type OnrampSession,
  type OnrampSessionParameters,
  type OnrampSessionState,
  type PurchaseWindow,
} from './createOnrampSession.js'
export { growth, heldAmount } from './heldAmount.js'
export {
  DEFAULT_ONRAMP_PROVIDER,
  defaultOnrampProvider,
  formatFeeRange,
  type OnrampProvider,
  type OnrampService,
  resolveOnrampProviders,
} from './onrampProviders.js'
export {
  checkPaymentAmount,
  DEFAULT_PAYMENT_LIMITS,
  formatMoney,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentAmountCheck,
  type PaymentAmountProblem,
  type PaymentCurrency,
  type PaymentLimits,
  type PaymentMethod,
  paymentLimits,
} from './paymentLimits.js'
export { findAsset, type OnrampAsset, type OnrampNetwork, purchaseAssetsOn } from './purchaseAssets.js'
