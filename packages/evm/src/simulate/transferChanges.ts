import type { BalanceChange } from '@sigil/core'
import { erc20Abi, ethAddress, type Hex, type Log, type PublicClient } from 'viem'

/** keccak256("Transfer(address,address,uint256)"): ERC-20 transfers, and native ones traced by the node. */
const TRANSFER = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

const topicAddress = (topic: Hex | undefined) => (topic ? `0x${topic.slice(26)}`.toLowerCase() : undefined)

/**
 * The sender's balance changes read from the logs of a simulation run with `traceTransfers`:
 * native value moves appear as Transfer logs of the ERC-7528 address, token moves as the
 * token's own ERC-20 Transfer logs (three topics; an ERC-721 Transfer has four and is left out).
 * The net change per asset, zero changes dropped, the native coin first.
 */
export function transferChanges(logs: readonly Log[], sender: string): Map<string, bigint> {
  const account = sender.toLowerCase()
  const net = new Map<string, bigint>()
  for (const log of logs) {
    if (log.topics[0] !== TRANSFER || log.topics.length !== 3) continue
    const from = topicAddress(log.topics[1])
    const to = topicAddress(log.topics[2])
    if (from !== account && to !== account) continue
    let value: bigint
    try {
      value = BigInt(log.data)
    } catch {
      continue
    }
    const asset = log.address.toLowerCase()
    const signed = (to === account ? value : 0n) - (from === account ? value : 0n)
    net.set(asset, (net.get(asset) ?? 0n) + signed)
  }
  for (const [asset, amount] of net) if (amount === 0n) net.delete(asset)
  return net
}

/** The changes as the preview gives them, each token named by its own `symbol()` and `decimals()` where it answers. */
export async function describeChanges(
  client: PublicClient,
  net: Map<string, bigint>,
): Promise<BalanceChange[]> {
  const entries = [...net].sort(([a], [b]) => Number(b === ethAddress) - Number(a === ethAddress))
  return Promise.all(
    entries.map(async ([asset, amount]): Promise<BalanceChange> => {
      if (asset === ethAddress) return { asset: { kind: 'native' }, amount: amount.toString() }
      const address = asset as Hex
      const [symbol, decimals] = await Promise.all([
        client.readContract({ address, abi: erc20Abi, functionName: 'symbol' }).catch(() => undefined),
        client.readContract({ address, abi: erc20Abi, functionName: 'decimals' }).catch(() => undefined),
      ])
      return {
        asset: {
          kind: 'token',
          address,
          ...(typeof symbol === 'string' && symbol !== '' ? { symbol } : {}),
          ...(typeof decimals === 'number' ? { decimals } : {}),
        },
        amount: amount.toString(),
      }
    }),
  )
}
