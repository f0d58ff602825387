import type { CaipNetwork } from '@sigil/core'
import type { AtomicCapability, CallsStatus, CallsStatusReport, SendCallsRequest } from '@sigil/core/calls'
import { assertCurrentChain, createWalletClient, custom, getAddress, type Hex } from 'viem'
import {
  getCapabilities,
  getCallsStatus as readCallsStatus,
  sendCalls as sendWalletCalls,
} from 'viem/actions'
import { evmChainId, parseWalletChainId } from '../chain/evmChainId.js'
import { toViemChain } from '../chain/toViemChain.js'
import type { Eip1193Provider } from '../eip1193.js'
import { toWalletRequestError } from '../errors/toWalletRequestError.js'

// EIP-5792 through viem's own wallet actions (`getCapabilities`, `sendCalls`, `getCallsStatus`),
// so the wire format is viem's: version 2.0.0, hex chain ids, `atomicRequired`.

const walletClient = (provider: Eip1193Provider, network?: CaipNetwork) =>
  createWalletClient({
    transport: custom(provider, { retryCount: 0 }),
    ...(network ? { chain: toViemChain(network) } : {}),
  })

/**
 * The wallet's `atomic` capability on `network` for `address`: `supported` or `ready` (EIP-5792
 * v2); a wallet without `wallet_getCapabilities`, one that says nothing of the chain, or one that
 * fails to answer cannot batch here.
 */
export async function getAtomicCapability(
  provider: Eip1193Provider,
  { network, address }: { network: CaipNetwork; address: string },
): Promise<AtomicCapability> {
  const chainId = evmChainId(network)
  try {
    // Asked without the chain filter (`[address]`): the form every wallet takes, AppKit's
    // embedded wallet frame included (its schema refuses a list of chain ids); the chain's entry is read.
    const capabilities = (await getCapabilities(walletClient(provider), {
      account: getAddress(address),
    })) as Record<number, { atomic?: { status?: unknown } } | undefined>
    const status = capabilities[chainId]?.atomic?.status
    return status === 'supported' || status === 'ready' ? status : 'unsupported'
  } catch {
    return 'unsupported'
  }
}

/**
 * `wallet_sendCalls` with every call required to run atomically (the caller asked the wallet
 * first), after checking the wallet is on the batch's chain, as a single transaction is.
 */
export async function sendCalls(
  provider: Eip1193Provider,
  { network, from, calls }: SendCallsRequest,
): Promise<{ id: string }> {
  let currentChainId: number
  try {
    currentChainId = parseWalletChainId(await provider.request({ method: 'eth_chainId' }))
  } catch (error) {
    throw toWalletRequestError(error)
  }
  const chain = toViemChain(network)
  assertCurrentChain({ chain, currentChainId })
  try {
    const { id } = await sendWalletCalls(walletClient(provider, network), {
      account: getAddress(from),
      chain,
      forceAtomic: true,
      calls: calls.map((call) => ({
        to: getAddress(call.to),
        ...(call.data === undefined ? {} : { data: call.data as Hex }),
        ...(call.value === undefined || call.value === '0' ? {} : { value: BigInt(call.value) }),
      })),
    })
    return { id }
  } catch (error) {
    throw toWalletRequestError(innermostCoded(error))
  }
}

/** EIP-5792 status codes: 1xx pending, 2xx confirmed, 4xx/5xx failed, 600 partly done. */
function statusOf(code: number): CallsStatus {
  if (code >= 100 && code < 200) return 'pending'
  if (code >= 200 && code < 300) return 'confirmed'
  if (code === 600) return 'partial'
  return 'failed'
}

/** The wallet's report on batch `id`: its status and the transactions it made. */
export async function getCallsStatus(provider: Eip1193Provider, id: string): Promise<CallsStatusReport> {
  const report = await readCallsStatus(walletClient(provider), { id })
  return {
    status: statusOf(report.statusCode),
    hashes: (report.receipts ?? []).map((receipt) => receipt.transactionHash),
  }
}

/** viem wraps the wallet's error; its code (4001, 5750 …) is on the innermost error that has one. */
function innermostCoded(error: unknown): unknown {
  let found = error
  let current: unknown = error
  for (let depth = 0; depth < 8 && typeof current === 'object' && current !== null; depth += 1) {
    if (typeof (current as { code?: unknown }).code === 'number') found = current
    current = (current as { cause?: unknown }).cause
  }
  return found
}
