import { ZKSYNC_DEFAULT_GAS_PER_PUBDATA } from '@sigil/core'
import { type Hex, numberToHex } from 'viem'

/** The EIP-712 fields a ZKsync transaction carries; gasPerPubdata defaults to the spec's 50000. */
export function zksyncTransactionFields(gasPerPubdata?: bigint): { eip712Meta: { gasPerPubdata: Hex } } {
  return { eip712Meta: { gasPerPubdata: numberToHex(gasPerPubdata ?? ZKSYNC_DEFAULT_GAS_PER_PUBDATA) } }
}
