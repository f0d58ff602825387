import type { View } from '@sigil/core'
import type { WALLET_FEATURE_ORDER } from '@sigil/core/internal'
import type { ComponentType } from 'react'
import { BuyIcon, ReceiveIcon, SendIcon, SwapIcon } from '../../components/icons.js'

type WalletFeature = (typeof WALLET_FEATURE_ORDER)[number]

export const FEATURE_VIEWS_BY_NAME: Record<WalletFeature, View> = {
  onramp: 'OnRamp',
  swaps: 'Swap',
  receive: 'Receive',
  send: 'Send',
}

export const FEATURE_ICONS: Record<WalletFeature, ComponentType> = {
  onramp: BuyIcon,
  swaps: SwapIcon,
  receive: ReceiveIcon,
  send: SendIcon,
}
