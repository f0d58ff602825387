import { type Address, type Hex, toHex, type WalletClient } from 'viem'

/** Sends a transaction from one of anvil's unlocked accounts; resolves with its hash, before it is mined. */
export function sendUnlocked(
  walletClient: WalletClient,
  from: Address,
  to: Address | undefined,
  data?: Hex,
  value?: bigint,
): Promise<Hex> {
  return walletClient.request({
    method: 'eth_sendTransaction',
    params: [{ from, to, data, value: value === undefined ? undefined : toHex(value) }],
  })
}
