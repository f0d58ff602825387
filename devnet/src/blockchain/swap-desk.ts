import {
  type Abi,
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  ExecutionRevertedError,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  InsufficientFundsError,
  maxUint256,
} from 'viem'
import type { DevnetArtifacts } from '../chain/contract-artifacts.js'
import type { RunningChain } from '../chain/start-chain.js'
import { badRequest } from '../http/http-error.js'

/** Gas reported when the caller asks for no estimate: above what a devnet swap uses. */
export const UNESTIMATED_SWAP_GAS = 250_000n

export interface SwapCall {
  tokenIn: Address
  tokenOut: Address
  amountIn: bigint
  minAmountOut: bigint
  recipient: Address
}

/**
 * The chain side of devnet's swaps: reads quotes, liquidity and allowances from the
 * DevnetSwap contract and encodes the calls a wallet signs. Reverts become 400s that name
 * the contract's error, the way a hosted swap API refuses a swap that cannot go through.
 */
export class SwapDesk {
  readonly address: Address
  /** The desk's ABI plus the token's errors, so a revert inside transferFrom is named too. */
  private readonly abi: Abi
  private readonly tokenAbi: Abi

  constructor(
    private readonly chain: RunningChain,
    artifacts: DevnetArtifacts,
  ) {
    this.address = chain.contracts.swap
    this.tokenAbi = artifacts.token.abi
    this.abi = [...artifacts.swap.abi, ...artifacts.token.abi.filter((item) => item.type === 'error')]
  }

  async quote(tokenIn: Address, tokenOut: Address, amountIn: bigint): Promise<bigint> {
    return this.read('quote', [tokenIn, tokenOut, amountIn])
  }

  async liquidity(token: Address): Promise<bigint> {
    return this.read('liquidity', [token])
  }

  /** How much of an ERC-20 the desk may pull from the owner; native needs no allowance. */
  async allowance(token: Address, owner: Address, isNative: boolean): Promise<bigint> {
    if (isNative) return maxUint256
    return this.chain.client.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [owner, this.address],
    })
  }

  gasPrice(): Promise<bigint> {
    return this.chain.client.getGasPrice()
  }

  approveData(amount: bigint): Hex {
    return encodeFunctionData({ abi: this.tokenAbi, functionName: 'approve', args: [this.address, amount] })
  }

  swapData(call: SwapCall): Hex {
    return encodeFunctionData({
      abi: this.abi,
      functionName: 'swapExactIn',
      args: [call.tokenIn, call.tokenOut, call.amountIn, call.minAmountOut, call.recipient],
    })
  }

  /** Gas for the swap as the user would send it; a swap that would revert is refused. */
  async estimateSwapGas(account: Address, call: SwapCall, value: bigint): Promise<bigint> {
    try {
      return await this.chain.client.estimateContractGas({
        account,
        address: this.address,
        abi: this.abi,
        functionName: 'swapExactIn',
        args: [call.tokenIn, call.tokenOut, call.amountIn, call.minAmountOut, call.recipient],
        value,
      })
    } catch (error) {
      throw refusal('the swap would revert', error)
    }
  }

  async estimateApproveGas(account: Address, token: Address, data: Hex): Promise<bigint> {
    return this.chain.client.estimateGas({ account, to: token, data })
  }

  private async read(functionName: 'quote' | 'liquidity', args: readonly unknown[]): Promise<bigint> {
    try {
      return (await this.chain.client.readContract({
        address: this.address,
        abi: this.abi,
        functionName,
        args,
      })) as bigint
    } catch (error) {
      throw refusal('the swap desk refused', error)
    }
  }
}

/**
 * A 400 naming the contract error and its arguments (`InsufficientAllowance(0, 5000000)`)
 * when the call reverted or could not execute; anything else (the chain unreachable) is
 * returned as is and becomes a 500.
 */
function refusal(prefix: string, error: unknown): unknown {
  if (!(error instanceof BaseError)) return error
  const reverted = error.walk((cause) => cause instanceof ContractFunctionRevertedError)
  if (reverted instanceof ContractFunctionRevertedError) {
    const data = reverted.data
    const reason =
      data === undefined
        ? (reverted.reason ?? reverted.shortMessage)
        : `${data.errorName}(${(data.args ?? []).map((arg) => String(arg)).join(', ')})`
    return badRequest(`${prefix}: ${reason}`)
  }
  const execution = error.walk(
    (cause) => cause instanceof ExecutionRevertedError || cause instanceof InsufficientFundsError,
  )
  if (execution instanceof BaseError) return badRequest(`${prefix}: ${execution.shortMessage}`)
  return error
}
