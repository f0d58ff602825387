import type { View, WALLET_FEATURE_ORDER } from '@sigil/core'

type WalletFeature = (typeof WALLET_FEATURE_ORDER)[number]

export const FEATURE_LABELS: Record<WalletFeature, string> = {
  onramp: 'Buy',
  swaps: 'Swap',
  receive: 'Receive',
  send: 'Send',
}

export const FEATURE_VIEWS_BY_NAME: Record<WalletFeature, View> = {
  onramp: 'OnRamp',
  swaps: 'Swap',
  receive: 'Receive',
  send: 'Send',
}
