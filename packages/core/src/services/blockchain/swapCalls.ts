import type { CaipNetwork } from '../../caip/types.js'
import { SWAP_SLIPPAGE_TOLERANCE } from '../../constants/index.js'
import { createError } from '../../errors/createError.js'
import {
  GAS_PRICE_NETWORK_NOT_SUPPORTED,
  INVALID_INPUT,
  INVALID_RESPONSE,
  SWAPS_NETWORK_NOT_SUPPORTED,
} from '../../errors/definitions.js'
import { isEvmAddress } from '../../validation/evmAddress.js'
import type { HttpClient } from '../http/createHttpClient.js'
import {
  gasPriceSchema,
  type SwapQuote,
  swapAllowanceSchema,
  swapApprovalSchema,
  swapQuotesSchema,
  swapTokensSchema,
  swapTransactionSchema,
} from './swapSchemas.js'

/** Paths of the swap calls; the defaults are spec §7's, each can be replaced (R-API-31). */
export type SwapPaths = { tokens: string; gasPrice: string; allowance: string }
export const DEFAULT_SWAP_PATHS: SwapPaths = {
  tokens: '/v1/convert/tokens',
  gasPrice: '/v1/convert/gas-price',
  allowance: '/v1/convert/allowance',
}

/** The address swap services use for a chain's native currency. */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

type Hex = `0x${string}`

/** A transaction to hand to the wallet as is. */
export type SwapTransactionRequest = { to: Hex; data: Hex; value: bigint; gas?: bigint; gasPrice?: bigint }
/** The swap transaction, and what the user receives (base units of the target token). */
export type SwapTransaction = SwapTransactionRequest & { toAmount: bigint }

/** A swap between two tokens of one network, for one account. Tokens are CAIP-10 (`eip155:1:0x…`). */
export type SwapParameters = {
  network: CaipNetwork
  /** The user's address on `network`. */
  account: string
  from: string
  to: string
}

type Context = {
  http: HttpClient
  /** Also sent in the build body, where the hosted service reads it. */
  projectId: string
  paths: SwapPaths
  isSupported(network: CaipNetwork): Promise<boolean>
}

const invalid = (what: string, reason: string) => createError(INVALID_INPUT, { what, reason })

function checkAccount(account: string): void {
  if (!isEvmAddress(account)) throw invalid('account', `${String(account)} is not an EVM address`)
}

function checkToken(network: CaipNetwork, token: string, what: string): void {
  const prefix = `${network.caipNetworkId}:`
  if (typeof token !== 'string' || !token.startsWith(prefix) || !isEvmAddress(token.slice(prefix.length)))
    throw invalid(what, `expected a CAIP-10 token on ${network.caipNetworkId}, got ${String(token)}`)
}

function positiveAmount(amount: bigint | string, what: string): bigint {
  const value = typeof amount === 'bigint' ? amount : /^\d{1,78}$/.test(String(amount)) ? BigInt(amount) : -1n
  if (value <= 0n)
    throw invalid(what, `expected a positive whole number of base units, got ${String(amount)}`)
  return value
}

/** The plain address of a CAIP-10 address the service returned, which must be on `network`. */
function addressOn(network: CaipNetwork, caip10: string, field: string): Hex {
  const address = caip10.startsWith(`${network.caipNetworkId}:`)
    ? caip10.slice(network.caipNetworkId.length + 1)
    : ''
  if (!isEvmAddress(address))
    throw createError(INVALID_RESPONSE, {
      reason: `${field} should be an address on ${network.caipNetworkId}`,
    })
  return address as Hex
}

const isNative = (token: string) => token.toLowerCase().endsWith(`:${NATIVE_TOKEN_ADDRESS}`)

/**
 * The swap calls of the blockchain service. Each checks its input, then whether the service
 * supports the network (no request when it does not), then validates the answer.
 */
export function createSwapCalls(context: Context) {
  const { http, paths } = context

  async function checkSwap(parameters: SwapParameters): Promise<string> {
    const { network } = parameters
    checkAccount(parameters.account)
    checkToken(network, parameters.from, 'from token')
    checkToken(network, parameters.to, 'to token')
    if (network.chainNamespace !== 'eip155' || !(await context.isSupported(network)))
      throw createError(SWAPS_NETWORK_NOT_SUPPORTED)
    return `${network.caipNetworkId}:${parameters.account}`
  }

  return {
    /** Swappable tokens; 'Network not supported for Swaps' without a request when unsupported. */
    async getSwapTokens(network: CaipNetwork) {
      if (!(await context.isSupported(network))) throw createError(SWAPS_NETWORK_NOT_SUPPORTED)
      const params = { chainId: network.caipNetworkId }
      return (await http.get({ path: paths.tokens, params }, swapTokensSchema)).tokens
    },

    /** Gas prices; 'Network not supported for Gas Price' without a request when unsupported. */
    async getGasPrice(network: CaipNetwork) {
      if (!(await context.isSupported(network))) throw createError(GAS_PRICE_NETWORK_NOT_SUPPORTED)
      return http.get({ path: paths.gasPrice, params: { chainId: network.caipNetworkId } }, gasPriceSchema)
    },

    /** Quotes for selling `amount` base units of `from` (R-API-15). */
    async getSwapQuote(
      parameters: SwapParameters & { amount: bigint | string; gasPrice: bigint | string },
    ): Promise<SwapQuote[]> {
      const amount = positiveAmount(parameters.amount, 'amount')
      const gasPrice = positiveAmount(parameters.gasPrice, 'gas price')
      const userAddress = await checkSwap(parameters)
      const params = {
        amount: amount.toString(),
        userAddress,
        from: parameters.from,
        to: parameters.to,
        gasPrice: gasPrice.toString(),
      }
      return (await http.get({ path: '/v1/convert/quotes', params }, swapQuotesSchema)).quotes
    },

    /** How much of `token` the swap may spend for the account; the native currency needs none (R-API-18). */
    async getSwapAllowance(parameters: { network: CaipNetwork; account: string; token: string }) {
      const userAddress = await checkSwap({ ...parameters, from: parameters.token, to: parameters.token })
      const params = { tokenAddress: parameters.token, userAddress }
      return (await http.get({ path: paths.allowance, params }, swapAllowanceSchema)).allowance
    },

    /**
     * The approval letting the swap spend `from` (R-API-21): a call on the token, which the
     * service names in `tx.from`. Without `amount` the service approves an unlimited amount.
     */
    async buildSwapApproval(
      parameters: SwapParameters & { amount?: bigint | string },
    ): Promise<SwapTransactionRequest> {
      const amount = parameters.amount === undefined ? undefined : positiveAmount(parameters.amount, 'amount')
      if (isNative(parameters.from)) throw invalid('from token', 'the native currency needs no approval')
      const userAddress = await checkSwap(parameters)
      const params = { userAddress, from: parameters.from, to: parameters.to, amount: amount?.toString() }
      const { tx } = await http.get({ path: '/v1/convert/build-approve', params }, swapApprovalSchema)
      return {
        to: addressOn(parameters.network, tx.from, 'tx.from'),
        data: tx.data,
        value: tx.value,
        gas: tx.eip155?.gas,
        gasPrice: tx.eip155?.gasPrice,
      }
    },

    /**
     * The swap itself (R-API-20), built with the spec's slippage tolerance sent as
     * `eip155.slippage` (R-ACCT-27). Selling the native currency sends `amount` as value.
     */
    async buildSwapTransaction(
      parameters: SwapParameters & { amount: bigint | string; disableEstimate?: boolean },
    ): Promise<SwapTransaction> {
      const amount = positiveAmount(parameters.amount, 'amount')
      const userAddress = await checkSwap(parameters)
      const body = {
        projectId: context.projectId,
        amount: amount.toString(),
        eip155: { slippage: SWAP_SLIPPAGE_TOLERANCE },
        from: parameters.from,
        to: parameters.to,
        userAddress,
        disableEstimate: parameters.disableEstimate ?? false,
      }
      const { tx } = await http.post({ path: '/v1/convert/build-transaction', body }, swapTransactionSchema)
      return {
        to: addressOn(parameters.network, tx.to, 'tx.to'),
        data: tx.data,
        value: isNative(parameters.from) ? amount : 0n,
        gas: tx.eip155?.gas,
        gasPrice: tx.eip155?.gasPrice,
        toAmount: tx.amount,
      }
    },
  }
}
