import { randomUUID } from 'node:crypto'
import { maxUint256 } from 'viem'
import { badRequest } from '../http/http-error.js'
import { json } from '../http/reply.js'
import type { Route } from '../http/route.js'
import type { ChainService } from './chain-services.js'
import { projectJsonRoute, projectRoute } from './require-project-id.js'
import { UNESTIMATED_SWAP_GAS } from './swap-desk.js'
import { parseAccount, parseAsset, parseBaseUnits, parsePair, type SwapAsset } from './swap-parameters.js'

/** The highest slippage, in percent, the service accepts (as hosted swap APIs do). */
export const MAX_SLIPPAGE_PERCENT = 50

function parseSlippage(eip155: unknown): number {
  if (typeof eip155 !== 'object' || eip155 === null || Array.isArray(eip155))
    throw badRequest('eip155.slippage is required for an EVM swap')
  const { slippage, permit } = eip155 as Record<string, unknown>
  if (typeof slippage !== 'number' || !Number.isInteger(slippage) || slippage < 0)
    throw badRequest(`eip155.slippage must be a whole percent, got ${JSON.stringify(slippage)}`)
  if (slippage > MAX_SLIPPAGE_PERCENT) throw badRequest(`eip155.slippage is at most ${MAX_SLIPPAGE_PERCENT}`)
  if (permit !== undefined && permit !== null)
    throw badRequest('eip155.permit is not supported: devnet tokens have no EIP-2612 permit; approve first')
  return slippage
}

function parseOptionalBoolean(value: unknown, name: string): boolean {
  if (value === undefined || value === null) return false
  if (typeof value !== 'boolean') throw badRequest(`${name} must be a boolean`)
  return value
}

function parseOptionalWei(value: string | null, name: string): void {
  if (value !== null && !/^\d{1,78}$/.test(value)) throw badRequest(`${name} must be a whole number of wei`)
}

async function quoteWithLiquidity(source: SwapAsset, target: SwapAsset, amount: bigint): Promise<bigint> {
  const { desk } = source.service
  const [toAmount, available] = await Promise.all([
    desk.quote(source.address, target.address, amount),
    desk.liquidity(target.address),
  ])
  if (available < toAmount)
    throw badRequest(
      `insufficient liquidity: the swap desk holds ${available} base units, the swap needs ${toAmount}`,
    )
  return toAmount
}

/**
 * The swap calls of the blockchain service (spec §7), backed by the DevnetSwap contract:
 * quotes read the contract, the allowance reads the token, and the two build calls return
 * transactions that a wallet signs and the chain executes.
 */
export function swapRoutes(chains: readonly ChainService[]): Route[] {
  return [
    projectRoute('swapQuotes', 'GET', '/v1/convert/quotes', async ({ query }) => {
      const amount = parseBaseUnits(query.get('amount'), 'amount')
      const { source, target, service } = parsePair(chains, query.get('from'), query.get('to'))
      parseAccount(service, query.get('userAddress'), 'userAddress', true)
      parseOptionalWei(query.get('gasPrice'), 'gasPrice')
      const toAmount = await quoteWithLiquidity(source, target, amount)
      return json({
        quotes: [
          {
            id: randomUUID(),
            fromAmount: amount.toString(),
            fromAccount: source.caip10,
            toAmount: toAmount.toString(),
            toAccount: target.caip10,
          },
        ],
      })
    }),
    projectRoute('swapAllowance', 'GET', '/v1/convert/allowance', async ({ query }) => {
      const token = parseAsset(chains, query.get('tokenAddress'), 'tokenAddress')
      const owner = parseAccount(token.service, query.get('userAddress'), 'userAddress', true)
      const allowance = await token.service.desk.allowance(token.address, owner, token.isNative)
      return json({ allowance: allowance.toString() })
    }),
    projectRoute('buildApprove', 'GET', '/v1/convert/build-approve', async ({ query }) => {
      const { source, service } = parsePair(chains, query.get('from'), query.get('to'))
      if (source.isNative) throw badRequest('from is the native currency, which needs no approval')
      const owner = parseAccount(service, query.get('userAddress'), 'userAddress', true)
      const rawAmount = query.get('amount')
      const amount = rawAmount === null || rawAmount === '' ? maxUint256 : parseBaseUnits(rawAmount, 'amount')
      const data = service.desk.approveData(amount)
      const [gas, gasPrice] = await Promise.all([
        service.desk.estimateApproveGas(owner, source.address, data),
        service.desk.gasPrice(),
      ])
      // `from` echoes the token being approved, as the hosted service does; `to` is its contract.
      return json({
        tx: {
          from: source.caip10,
          to: source.caip10,
          data,
          value: '0',
          eip155: { gas: gas.toString(), gasPrice: gasPrice.toString() },
        },
      })
    }),
    projectJsonRoute('buildSwapTransaction', '/v1/convert/build-transaction', async (body) => {
      const amount = parseBaseUnits(body.amount, 'amount')
      const { source, target, service } = parsePair(chains, body.from, body.to)
      const user = parseAccount(service, body.userAddress, 'userAddress', false)
      const slippage = parseSlippage(body.eip155)
      const disableEstimate = parseOptionalBoolean(body.disableEstimate, 'disableEstimate')
      const toAmount = await quoteWithLiquidity(source, target, amount)
      const call = {
        tokenIn: source.address,
        tokenOut: target.address,
        amountIn: amount,
        minAmountOut: (toAmount * BigInt(100 - slippage)) / 100n,
        recipient: user,
      }
      const value = source.isNative ? amount : 0n
      const [gas, gasPrice] = await Promise.all([
        disableEstimate ? UNESTIMATED_SWAP_GAS : service.desk.estimateSwapGas(user, call, value),
        service.desk.gasPrice(),
      ])
      const caip2 = service.chain.caipId
      // `amount` is what the user receives, as in the hosted response; the value to send is
      // the input amount when selling the native currency, which the caller knows.
      return json({
        tx: {
          from: `${caip2}:${user}`,
          to: `${caip2}:${service.desk.address}`,
          data: service.desk.swapData(call),
          amount: toAmount.toString(),
          eip155: { gas: gas.toString(), gasPrice: gasPrice.toString() },
        },
      })
    }),
  ]
}
