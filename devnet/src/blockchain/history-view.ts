import { type Address, formatUnits, isAddressEqual, zeroAddress } from 'viem'
import { badRequest } from '../http/http-error.js'
import type { IndexedTransaction, IndexedTransfer } from './chain-indexer.js'
import { NATIVE_TOKEN, priceOf } from './token-catalog.js'

export const HISTORY_PAGE_SIZE = 10

/**
 * A transfer as blockchain-api's history types have it: a token the indexer cannot name (its
 * contract has no readable name() or symbol()) has null name, symbol, icon, value and price,
 * as the hosted history passes on from its provider.
 */
export interface HistoryTransfer {
  fungible_info?: { name: string | null; symbol: string | null; icon: { url: string } | null }
  nft_info?: {
    name: string | null
    token_id: string
    content: { preview: { url: string } }
    flags: { is_spam: boolean }
  }
  direction: 'in' | 'out' | 'self'
  quantity: { numeric: string }
  value?: number | null
  price?: number | null
}

export interface HistoryTransaction {
  id: string
  metadata: {
    minedAt: string
    chain: string
    operationType: 'send' | 'receive' | 'mint' | 'execute'
    status: 'confirmed' | 'failed'
    sentFrom: string
    sentTo: string
    hash: string
  }
  transfers: HistoryTransfer[]
}

export interface HistoryPage {
  data: HistoryTransaction[]
  next: string | null
}

type SortKey = [timestamp: number, chainId: number, block: bigint, index: number]

function sortKey(transaction: IndexedTransaction): SortKey {
  return [transaction.timestamp, transaction.chainId, transaction.blockNumber, transaction.transactionIndex]
}

/** Newest first: negative when a is newer than b. */
function compareNewestFirst(a: SortKey, b: SortKey): number {
  for (let position = 0; position < a.length; position++) {
    if (a[position]! > b[position]!) return -1
    if (a[position]! < b[position]!) return 1
  }
  return 0
}

function encodeCursor(key: SortKey): string {
  return Buffer.from(JSON.stringify([key[0], key[1], key[2].toString(), key[3]])).toString('base64url')
}

function decodeCursor(cursor: string): SortKey {
  try {
    const [timestamp, chainId, block, index] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
    if (typeof timestamp === 'number' && typeof chainId === 'number' && typeof index === 'number') {
      return [timestamp, chainId, BigInt(block), index]
    }
  } catch {
    // Reported below.
  }
  throw badRequest('cursor is not one this service returned')
}

export interface IconUrls {
  token(symbol: string): string
  nft(symbol: string): string
}

/** One page of an account's transactions, newest first, continued by the returned cursor. */
export function historyPage(
  transactions: readonly IndexedTransaction[],
  account: Address,
  cursor: string | null,
  icons: IconUrls,
  pageSize = HISTORY_PAGE_SIZE,
): HistoryPage {
  const after = cursor === null ? null : decodeCursor(cursor)
  const involved = transactions
    .filter((transaction) => involves(transaction, account))
    .filter((transaction) => after === null || compareNewestFirst(sortKey(transaction), after) > 0)
    .sort((a, b) => compareNewestFirst(sortKey(a), sortKey(b)))
  const page = involved.slice(0, pageSize)
  const last = page.at(-1)
  return {
    data: page.map((transaction) => present(transaction, account, icons)),
    next: involved.length > pageSize && last !== undefined ? encodeCursor(sortKey(last)) : null,
  }
}

function involves(transaction: IndexedTransaction, account: Address): boolean {
  if (isAddressEqual(transaction.from, account)) return true
  return transaction.transfers.some((transfer) => touches(transfer, account))
}

function touches(transfer: IndexedTransfer, account: Address): boolean {
  return isAddressEqual(transfer.from, account) || isAddressEqual(transfer.to, account)
}

function present(transaction: IndexedTransaction, account: Address, icons: IconUrls): HistoryTransaction {
  const transfers = transaction.transfers.filter((transfer) => touches(transfer, account))
  return {
    id: transaction.hash,
    metadata: {
      minedAt: new Date(transaction.timestamp * 1000).toISOString(),
      chain: `eip155:${transaction.chainId}`,
      operationType: operationType(transaction, transfers, account),
      status: transaction.status,
      sentFrom: transaction.from,
      sentTo: transaction.to ?? '',
      hash: transaction.hash,
    },
    transfers: transfers.map((transfer) => presentTransfer(transfer, account, icons)),
  }
}

function operationType(
  transaction: IndexedTransaction,
  transfers: readonly IndexedTransfer[],
  account: Address,
): HistoryTransaction['metadata']['operationType'] {
  if (transfers.length > 0 && transfers.every((transfer) => isAddressEqual(transfer.from, zeroAddress))) {
    return 'mint'
  }
  if (transfers.length === 0) return 'execute'
  if (isAddressEqual(transaction.from, account)) return 'send'
  return transfers.some((transfer) => isAddressEqual(transfer.to, account)) ? 'receive' : 'send'
}

function presentTransfer(transfer: IndexedTransfer, account: Address, icons: IconUrls): HistoryTransfer {
  const incoming = isAddressEqual(transfer.to, account)
  const outgoing = isAddressEqual(transfer.from, account)
  const direction = incoming && outgoing ? 'self' : incoming ? 'in' : 'out'
  if (transfer.kind === 'erc721') {
    const token = transfer.token!
    return {
      nft_info: {
        name: token.named ? `${token.name} #${transfer.amount}` : null,
        token_id: transfer.amount.toString(),
        content: { preview: { url: icons.nft(token.symbol) } },
        flags: { is_spam: token.isSpam },
      },
      direction,
      quantity: { numeric: '1' },
    }
  }
  const token = transfer.kind === 'native' ? { ...NATIVE_TOKEN, named: true } : transfer.token!
  const numeric = formatUnits(transfer.amount, token.decimals)
  if (!token.named)
    return {
      fungible_info: { name: null, symbol: null, icon: null },
      direction,
      quantity: { numeric },
      value: null,
      price: null,
    }
  const price = priceOf(token.symbol)
  return {
    fungible_info: { name: token.name, symbol: token.symbol, icon: { url: icons.token(token.symbol) } },
    direction,
    quantity: { numeric },
    value: Number(numeric) * price,
    price,
  }
}
