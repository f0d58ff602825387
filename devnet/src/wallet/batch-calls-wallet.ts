import {
  type GetCallsStatusResult,
  type GetCapabilitiesResult,
  type SendCalls,
  type SendCallsResult,
  walletGetCallsStatus,
  walletGetCapabilities,
  walletSendCalls,
} from '@metamask/eip-5792-middleware'
import type { JsonRpcRequest, PendingJsonRpcResponse } from '@metamask/utils'
import {
  type Address,
  type Chain,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  type LocalAccount,
  numberToHex,
  toHex,
} from 'viem'

/** `Simple7702Account.executeBatch(Call[])`, as the reference contract declares it. */
const EXECUTE_BATCH_ABI = [
  {
    type: 'function',
    name: 'executeBatch',
    stateMutability: 'nonpayable',
    inputs: [
      {
        name: 'calls',
        type: 'tuple[]',
        components: [
          { name: 'target', type: 'address' },
          { name: 'value', type: 'uint256' },
          { name: 'data', type: 'bytes' },
        ],
      },
    ],
    outputs: [],
  },
] as const

/** The EIP-5792 status codes a batch of one transaction can have. */
const PENDING = 100
const CONFIRMED = 200
const REVERTED = 500
/** EIP-5792's error codes the hooks answer with. */
const UNSUPPORTED_CHAIN_ID = 5710
const UNKNOWN_BUNDLE_ID = 5730

export type BatchCallsWalletOptions = {
  /** The account that signs (a viem local account: it can sign EIP-7702 authorizations). */
  account: () => LocalAccount
  /** The chain the wallet is on now, and the chains it knows by id. */
  currentChain: () => Chain
  chainOf: (chainId: number) => Chain | undefined
  /** The accounts the requesting site was granted (none before eth_requestAccounts). */
  grantedAccounts: () => Address[]
  /** The EIP-7702 account contract the wallet delegates its account to (Simple7702Account). */
  delegate: Address
  /** The chains it answers for when asked without chain ids (all it knows, as MetaMask does); the current one by default. */
  knownChainIds?: () => number[]
}

type Bundle = { hash: Hex; chainId: number }

/** A JSON-RPC error with its code, as wallets reject (the middleware's own errors have one too). */
class WalletRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

/**
 * The wallet side of EIP-5792 as MetaMask serves it: `@metamask/eip-5792-middleware`'s own
 * method handlers (which validate the params and check the keyholder against the granted
 * accounts) over hooks of this wallet. A batch is one transaction to the wallet's own account,
 * delegated with EIP-7702 to the reference `Simple7702Account`: the first batch carries the
 * authorization (the capability is `ready` until then, `supported` after), and
 * `executeBatch` runs every call or none.
 */
export function createBatchCallsWallet(options: BatchCallsWalletOptions) {
  const bundles = new Map<string, Bundle>()
  const clientFor = (chain: Chain) => createPublicClient({ chain, transport: http() })

  const isDelegated = async (chain: Chain, address: Address): Promise<boolean> => {
    const code = await clientFor(chain).getCode({ address })
    return code?.toLowerCase() === `0xef0100${options.delegate.slice(2).toLowerCase()}`
  }

  const getAccounts = async (_request: JsonRpcRequest): Promise<string[]> => options.grantedAccounts()

  const getCapabilities = async (
    address: Hex,
    chainIds: Hex[] | undefined,
  ): Promise<GetCapabilitiesResult> => {
    const current = options.currentChain()
    const wanted = chainIds?.length
      ? chainIds.map((id) => Number(id))
      : (options.knownChainIds?.() ?? [current.id])
    const result: GetCapabilitiesResult = {}
    for (const chainId of wanted) {
      const chain = options.chainOf(chainId)
      if (!chain) continue
      const delegated = await isDelegated(chain, address as Address)
      result[numberToHex(chainId)] = { atomic: { status: delegated ? 'supported' : 'ready' } }
    }
    return result
  }

  const processSendCalls = async (sendCalls: SendCalls): Promise<SendCallsResult> => {
    const chain = options.currentChain()
    if (Number(sendCalls.chainId) !== chain.id)
      throw new WalletRpcError(UNSUPPORTED_CHAIN_ID, `The wallet is not on chain ${sendCalls.chainId}`)
    const account = options.account()
    const wallet = createWalletClient({ account, chain, transport: http() })
    const delegated = await isDelegated(chain, account.address)
    const authorization = delegated
      ? undefined
      : await wallet.signAuthorization({ account, contractAddress: options.delegate, executor: 'self' })
    const hash = await wallet.sendTransaction({
      to: account.address,
      data: encodeFunctionData({
        abi: EXECUTE_BATCH_ABI,
        functionName: 'executeBatch',
        args: [
          sendCalls.calls.map((call) => ({
            target: (call.to ?? account.address) as Address,
            value: call.value ? BigInt(call.value) : 0n,
            data: (call.data ?? '0x') as Hex,
          })),
        ],
      }),
      ...(authorization ? { authorizationList: [authorization] } : {}),
    })
    const id = sendCalls.id ?? toHex(crypto.getRandomValues(new Uint8Array(32)))
    bundles.set(id.toLowerCase(), { hash, chainId: chain.id })
    return { id }
  }

  const getCallsStatus = async (id: Hex): Promise<GetCallsStatusResult> => {
    const bundle = bundles.get(id.toLowerCase())
    if (!bundle) throw new WalletRpcError(UNKNOWN_BUNDLE_ID, 'No matching bundle found')
    const chain = options.chainOf(bundle.chainId)
    if (!chain)
      throw new WalletRpcError(UNSUPPORTED_CHAIN_ID, `The wallet no longer knows chain ${bundle.chainId}`)
    const receipt = (await clientFor(chain).request({
      method: 'eth_getTransactionReceipt',
      params: [bundle.hash],
    })) as {
      status: '0x0' | '0x1'
      blockHash: Hex
      blockNumber: Hex
      gasUsed: Hex
      transactionHash: Hex
      logs: { address: Hex; data: Hex; topics: Hex[] }[]
    } | null
    return {
      version: '2.0.0',
      id,
      chainId: numberToHex(bundle.chainId),
      atomic: true,
      status: receipt === null ? PENDING : receipt.status === '0x1' ? CONFIRMED : REVERTED,
      ...(receipt
        ? {
            receipts: [
              {
                status: receipt.status,
                blockHash: receipt.blockHash,
                blockNumber: receipt.blockNumber,
                gasUsed: receipt.gasUsed,
                transactionHash: receipt.transactionHash,
                logs: receipt.logs.map(({ address, data, topics }) => ({ address, data, topics })),
              },
            ],
          }
        : {}),
    }
  }

  type Handler = (request: JsonRpcRequest, response: PendingJsonRpcResponse) => Promise<void>
  const handlers: Record<'wallet_getCapabilities' | 'wallet_sendCalls' | 'wallet_getCallsStatus', Handler> = {
    wallet_getCapabilities: (request, response) =>
      walletGetCapabilities(request, response, { getAccounts, getCapabilities }),
    wallet_sendCalls: (request, response) =>
      walletSendCalls(request, response, { getAccounts, processSendCalls }),
    wallet_getCallsStatus: (request, response) => walletGetCallsStatus(request, response, { getCallsStatus }),
  }

  let requestId = 0
  return {
    /** Whether this wallet answers `method` itself. */
    handles: (method: string): method is keyof typeof handlers => method in handlers,
    /** Runs one request through the middleware's handler for it; throws its JSON-RPC error. */
    async request(method: keyof typeof handlers, params: unknown): Promise<unknown> {
      requestId += 1
      const request = { jsonrpc: '2.0', id: requestId, method, params } as JsonRpcRequest
      const response: PendingJsonRpcResponse = { jsonrpc: '2.0', id: requestId }
      await handlers[method](request, response)
      return response.result
    },
  }
}

export type BatchCallsWallet = ReturnType<typeof createBatchCallsWallet>
