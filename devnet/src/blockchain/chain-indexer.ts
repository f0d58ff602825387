import {
  type Address,
  decodeEventLog,
  getAddress,
  type Hex,
  hexToBigInt,
  isAddressEqual,
  type PublicClient,
  parseAbiItem,
  toEventSelector,
} from 'viem'
import { NATIVE_SENTINEL } from '../chain/deploy-swap-desk.js'
import type { TokenCatalog, TokenInfo } from './token-catalog.js'

/** keccak256('Transfer(address,address,uint256)'), shared by ERC-20 and ERC-721. */
const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
/** The swap desk's event: the only record of the native currency it pays out. */
const SWAP_EVENT = parseAbiItem(
  'event Swap(address indexed sender, address indexed recipient, address tokenIn, address tokenOut, uint256 amountIn, uint256 amountOut)',
)
const SWAP_TOPIC = toEventSelector(SWAP_EVENT)
const BLOCKS_PER_BATCH = 25

export interface IndexedTransfer {
  kind: 'native' | 'erc20' | 'erc721'
  token: TokenInfo | null
  from: Address
  to: Address
  /** The amount in base units, or the token id of an NFT. */
  amount: bigint
}

export interface IndexedTransaction {
  hash: Hex
  chainId: number
  blockNumber: bigint
  transactionIndex: number
  timestamp: number
  from: Address
  to: Address | null
  status: 'confirmed' | 'failed'
  transfers: IndexedTransfer[]
}

interface RpcReceipt {
  transactionHash: Hex
  status: Hex
  logs: { address: Address; topics: Hex[]; data: Hex }[]
}

/**
 * Indexes one chain's blocks into transactions with their native, ERC-20 and ERC-721
 * transfers. `sync()` catches up from the last indexed block; concurrent callers share one run.
 */
export class ChainIndexer {
  private readonly transactions: IndexedTransaction[] = []
  private nextBlock = 0n
  private running: Promise<void> | null = null

  constructor(
    private readonly chainId: number,
    private readonly client: PublicClient,
    private readonly catalog: TokenCatalog,
    /** The swap desk, whose native payouts are internal calls that only its Swap event shows. */
    private readonly swapDesk?: Address,
  ) {}

  all(): readonly IndexedTransaction[] {
    return this.transactions
  }

  sync(): Promise<void> {
    if (this.running === null) {
      this.running = this.catchUp().finally(() => {
        this.running = null
      })
    }
    return this.running
  }

  private async catchUp(): Promise<void> {
    const latest = await this.client.getBlockNumber({ cacheTime: 0 })
    while (this.nextBlock <= latest) {
      const last =
        this.nextBlock + BigInt(BLOCKS_PER_BATCH - 1) > latest
          ? latest
          : this.nextBlock + BigInt(BLOCKS_PER_BATCH - 1)
      const numbers: bigint[] = []
      for (let number = this.nextBlock; number <= last; number++) numbers.push(number)
      const blocks = await Promise.all(numbers.map((number) => this.readBlock(number)))
      for (const block of blocks) this.transactions.push(...block)
      this.nextBlock = last + 1n
    }
  }

  private async readBlock(blockNumber: bigint): Promise<IndexedTransaction[]> {
    const [block, receipts] = await Promise.all([
      this.client.getBlock({ blockNumber, includeTransactions: true }),
      this.blockReceipts(blockNumber),
    ])
    const receiptByHash = new Map((receipts ?? []).map((receipt) => [receipt.transactionHash, receipt]))
    const indexed: IndexedTransaction[] = []
    for (const transaction of block.transactions) {
      const receipt = receiptByHash.get(transaction.hash)
      const status = receipt === undefined || receipt.status === '0x1' ? 'confirmed' : 'failed'
      const transfers: IndexedTransfer[] = []
      if (status === 'confirmed' && transaction.to !== null && transaction.value > 0n) {
        transfers.push({
          kind: 'native',
          token: null,
          from: getAddress(transaction.from),
          to: getAddress(transaction.to),
          amount: transaction.value,
        })
      }
      for (const log of receipt?.logs ?? []) {
        const transfer = await this.transferFromLog(log)
        if (transfer !== null) transfers.push(transfer)
      }
      indexed.push({
        hash: transaction.hash,
        chainId: this.chainId,
        blockNumber,
        transactionIndex: transaction.transactionIndex,
        timestamp: Number(block.timestamp),
        from: getAddress(transaction.from),
        to: transaction.to === null ? null : getAddress(transaction.to),
        status,
        transfers,
      })
    }
    return indexed
  }

  /** eth_getBlockReceipts is not in viem's public-client method list, hence the narrow cast. */
  private blockReceipts(blockNumber: bigint): Promise<RpcReceipt[] | null> {
    const request = this.client.request as unknown as (args: {
      method: string
      params: unknown[]
    }) => Promise<unknown>
    return request({ method: 'eth_getBlockReceipts', params: [`0x${blockNumber.toString(16)}`] }) as Promise<
      RpcReceipt[] | null
    >
  }

  private async transferFromLog(log: RpcReceipt['logs'][number]): Promise<IndexedTransfer | null> {
    if (log.topics[0] === SWAP_TOPIC) return this.nativePayout(log)
    if (log.topics[0] !== TRANSFER_TOPIC) return null
    const from = topicAddress(log.topics[1])
    const to = topicAddress(log.topics[2])
    if (from === null || to === null) return null
    if (log.topics.length === 4) {
      const token = await this.catalog.resolve(log.address, 'erc721')
      return { kind: 'erc721', token, from, to, amount: hexToBigInt(log.topics[3]!) }
    }
    if (log.topics.length === 3 && log.data.length > 2) {
      const token = await this.catalog.resolve(log.address, 'erc20')
      return { kind: 'erc20', token, from, to, amount: hexToBigInt(log.data) }
    }
    return null
  }

  private nativePayout(log: RpcReceipt['logs'][number]): IndexedTransfer | null {
    if (this.swapDesk === undefined || !isAddressEqual(log.address, this.swapDesk)) return null
    const { args } = decodeEventLog({
      abi: [SWAP_EVENT],
      data: log.data,
      topics: log.topics as [Hex, ...Hex[]],
    })
    if (!isAddressEqual(args.tokenOut, NATIVE_SENTINEL)) return null
    return {
      kind: 'native',
      token: null,
      from: getAddress(log.address),
      to: getAddress(args.recipient),
      amount: args.amountOut,
    }
  }
}

function topicAddress(topic: Hex | undefined): Address | null {
  if (topic === undefined || topic.length !== 66) return null
  return getAddress(`0x${topic.slice(26)}`)
}
