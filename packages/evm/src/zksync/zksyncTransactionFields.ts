import { withZkSyncDefaults } from '@sigil/core/internal'
import { type Hex, numberToHex } from 'viem'

/** The EIP-712 fields a ZKsync transaction carries; core fills the spec's default gasPerPubdata. */
export function zksyncTransactionFields(gasPerPubdata?: bigint): { eip712Meta: { gasPerPubdata: Hex } } {
  const filled = withZkSyncDefaults(gasPerPubdata === undefined ? {} : { gasPerPubdata })
  return { eip712Meta: { gasPerPubdata: numberToHex(filled.gasPerPubdata) } }
}
