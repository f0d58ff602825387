import type { CallsPreview, PreviewCall, PreviewCallsParameters, TransactionFee } from '@sigil/core'
import { createError, INVALID_ADDRESS, INVALID_INPUT } from '@sigil/core/internal'
import { previewFailureCode } from '@sigil/core/preview'
import { type Hex, isAddress, isHex, type Log, type PublicClient, type SimulateCallsReturnType } from 'viem'
import { simulateCalls } from 'viem/actions'
import { causes } from './causes.js'
import { revertReason } from './revertReason.js'
import { describeChanges, transferChanges } from './transferChanges.js'

const DECIMAL = /^\d{1,78}$/

export type EvmPreviewParameters = Omit<PreviewCallsParameters, 'network'>

type Call = { to: Hex; data?: Hex; value: bigint }

function checkCalls(from: string, calls: readonly PreviewCall[]): Call[] {
  if (!isAddress(from, { strict: false }))
    throw createError(INVALID_ADDRESS, undefined, { details: `from ${from}` })
  if (calls.length === 0) throw createError(INVALID_INPUT, { what: 'calls', reason: 'no call to preview' })
  return calls.map(({ to, data, value }) => {
    if (!isAddress(to, { strict: false }))
      throw createError(INVALID_ADDRESS, undefined, { details: `to ${to}` })
    if (data !== undefined && !isHex(data))
      throw createError(INVALID_INPUT, { what: 'data', reason: 'not hex' })
    if (value !== undefined && !DECIMAL.test(value))
      throw createError(INVALID_INPUT, { what: 'value', reason: 'not a whole number of wei' })
    return {
      to: to as Hex,
      ...(data && data !== '0x' ? { data: data as Hex } : {}),
      value: BigInt(value ?? '0'),
    }
  })
}

/**
 * The price per gas the preview counts with. On an EIP-1559 chain it is the most per gas the
 * chain's suggestion allows (base fee with headroom plus the tip), sent as both the max fee and
 * the tip: the chain then charges exactly that price per gas used, whatever the base fee of the
 * block, so the fee shown is the fee paid. A chain without EIP-1559 gives its gas price.
 */
async function pricePerGas(
  client: PublicClient,
  fee: TransactionFee | undefined,
): Promise<{ price: bigint; eip1559: boolean }> {
  if (fee) return { price: BigInt(fee.maxFeePerGas), eip1559: true }
  try {
    const fees = await client.estimateFeesPerGas({ type: 'eip1559', chain: client.chain })
    return { price: fees.maxFeePerGas, eip1559: true }
  } catch (error) {
    if (!causes(error).some((cause) => (cause as { name?: unknown }).name === 'Eip1559FeesNotSupportedError'))
      throw error
    return { price: await client.getGasPrice(), eip1559: false }
  }
}

/** A node without eth_simulateV1 answers "method not found" (or says it is not supported). */
function isUnsupported(error: unknown): boolean {
  return causes(error).some((cause) => {
    const { code, message } = cause as { code?: unknown; message?: unknown }
    return (
      code === -32601 ||
      code === -32004 ||
      (typeof message === 'string' &&
        /method not found|not supported|unsupported method|does not exist|not available|unknown method/i.test(
          message,
        ))
    )
  })
}

type Run =
  | { kind: 'fails'; preview: CallsPreview }
  | {
      kind: 'ran'
      method: 'simulate' | 'estimate'
      gasUsed: bigint
      checked: number
      changes: Extract<CallsPreview, { status: 'ready' }>['changes']
      tokensTraced: boolean
    }

const failed = (callIndex: number, error: unknown): Run => {
  const reason = revertReason(error)
  return {
    kind: 'fails',
    preview: {
      status: 'fails',
      failure: { code: previewFailureCode(reason), callIndex, ...(reason ? { reason } : {}) },
    },
  }
}

/**
 * eth_simulateV1 through viem: the calls in order in one block, with the node tracing native
 * transfers as logs, so every asset the sender gives or gets shows in the logs.
 */
async function simulate(client: PublicClient, from: Hex, calls: Call[]): Promise<Run | undefined> {
  let result: SimulateCallsReturnType<Call[]>
  try {
    result = await simulateCalls(client, { account: from, calls, traceTransfers: true })
  } catch (error) {
    if (isUnsupported(error)) return undefined
    throw error
  }
  let gasUsed = 0n
  const logs: Log[] = []
  for (const [index, call] of result.results.entries()) {
    if (index >= calls.length) break
    if (call.status === 'failure') return failed(index, call.error)
    gasUsed += call.gasUsed
    logs.push(...(call.logs ?? []))
  }
  const changes = await describeChanges(client, transferChanges(logs, from))
  return { kind: 'ran', method: 'simulate', gasUsed, checked: calls.length, changes, tokensTraced: true }
}

/**
 * Where eth_simulateV1 is missing: each call run with eth_call and estimated with
 * eth_estimateGas, in order. A later call may need the changes of the ones before it, which a
 * plain call cannot carry, so the run stops before the first later call that fails.
 */
async function estimate(client: PublicClient, from: Hex, calls: Call[]): Promise<Run> {
  let gasUsed = 0n
  let checked = 0
  for (const [index, call] of calls.entries()) {
    try {
      await client.call({ account: from, ...call })
      gasUsed += await client.estimateGas({ account: from, ...call })
    } catch (error) {
      if (index === 0) return failed(index, error)
      break
    }
    checked += 1
  }
  const value = calls.slice(0, checked).reduce((sum, call) => sum + call.value, 0n)
  return {
    kind: 'ran',
    method: 'estimate',
    gasUsed,
    checked,
    changes: value > 0n ? [{ asset: { kind: 'native' }, amount: (-value).toString() }] : [],
    tokensTraced: false,
  }
}

/**
 * What the calls would do for `from`, on the chain's own RPC: the sender's balance changes, the
 * network fee and, for one call, the fee terms that make that fee the one paid; or why they
 * would fail, before any wallet is asked. Rejects when the RPC cannot run them.
 */
export async function previewCalls(
  client: PublicClient,
  parameters: EvmPreviewParameters,
): Promise<CallsPreview> {
  const { fee, keepsTerms } = parameters
  const calls = checkCalls(parameters.from, parameters.calls)
  const from = parameters.from as Hex
  const value = calls.reduce((sum, call) => sum + call.value, 0n)
  const [balance, { price, eip1559 }] = await Promise.all([
    client.getBalance({ address: from }),
    pricePerGas(client, fee),
  ])
  if (value > balance) return { status: 'fails', failure: { code: 'insufficientFunds', callIndex: 0 } }
  const run = (await simulate(client, from, calls)) ?? (await estimate(client, from, calls))
  if (run.kind === 'fails') return run.preview
  const [single] = calls
  const terms: TransactionFee | undefined =
    calls.length === 1 && single && eip1559
      ? {
          gas: (fee ? BigInt(fee.gas) : await client.estimateGas({ account: from, ...single })).toString(),
          maxFeePerGas: price.toString(),
          maxPriorityFeePerGas: price.toString(),
        }
      : undefined
  const upfront = terms ? BigInt(terms.gas) * price : run.gasUsed * price
  if (value + upfront > balance)
    return { status: 'fails', failure: { code: 'feeUnaffordable', callIndex: 0 } }
  const sent = keepsTerms && terms !== undefined
  return {
    status: 'ready',
    method: run.method,
    changes: run.changes,
    tokensTraced: run.tokensTraced,
    checked: run.checked,
    fee: {
      amount: (run.gasUsed * price).toString(),
      kind: sent ? (run.method === 'simulate' ? 'exact' : 'atMost') : 'about',
      ...(terms ? { terms } : {}),
    },
  }
}

/**
 * The preview of calls on `network`, read through `client` (that network's RPC). A rollup's
 * receipt adds a data fee of its own (the OP stack's L1 fee, zkSync's pubdata): there the fee
 * shown is an estimate even when the terms are kept, not the fee paid.
 */
export function previewCallsOn(
  client: PublicClient,
  { network, ...parameters }: PreviewCallsParameters,
): Promise<CallsPreview> {
  return previewCalls(client, {
    ...parameters,
    keepsTerms: parameters.keepsTerms && network.stack === undefined,
  })
}
