import { INVALID_CONFIG } from '../errors/commonDefinitions.js'
import { createError } from '../errors/createError.js'
import type { BlockchainClient } from '../services/blockchain/createBlockchainClient.js'

/**
 * What Swap needs of a swap provider: tokens, gas price, quotes, allowance, the approval and
 * swap transactions to sign, and the account's balances. The blockchain client has them all.
 */
export type SwapService = Pick<
  BlockchainClient,
  | 'getSwapTokens'
  | 'getGasPrice'
  | 'getSwapQuote'
  | 'getSwapAllowance'
  | 'buildSwapApproval'
  | 'buildSwapTransaction'
  | 'getBalances'
>

/** Loads the swap provider on first use, so its code stays out of the page until Swap opens. */
export type LoadSwapService = () => Promise<SwapService>

/**
 * The swap provider used by default (R-ACCT-33): the blockchain service at
 * `config.services.blockchainUrl`, through its convert routes (tokens, gas price, quotes,
 * allowance, build-approve, build-transaction with the 1% slippage). An app replaces it with
 * `mountSigil(client, { swapService })`.
 */
export const DEFAULT_SWAP_PROVIDER = {
  id: 'blockchain-service',
  name: 'Blockchain service',
  routes: [
    'GET /v1/convert/tokens',
    'GET /v1/convert/gas-price',
    'GET /v1/convert/quotes',
    'GET /v1/convert/allowance',
    'GET /v1/convert/build-approve',
    'POST /v1/convert/build-transaction',
  ],
} as const

/**
 * The swap provider Swap uses: the one the app configured, else the blockchain service, else
 * none (Swap then says swaps are not available). A configured value that is not a loader
 * function is INVALID_CONFIG.
 */
export function resolveSwapService(
  configured: unknown,
  blockchainService: LoadSwapService | undefined,
): LoadSwapService | undefined {
  if (configured === undefined) return blockchainService
  if (typeof configured !== 'function')
    throw createError(INVALID_CONFIG, {
      reason: 'swapService must be a function that loads the swap provider',
    })
  return configured as LoadSwapService
}
