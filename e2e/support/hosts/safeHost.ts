// The parent side of the Safe Apps protocol, as Safe{Wallet} is to a Safe app: requests and
// answers are the SDK's own (`Methods`, `SDKRequestData`, `MessageFormatter`), read only from
// the app's frame and origin. The Safe is a real one on the devnet chain; a transaction goes
// into this page's queue under the hash the Safe contract computes, for its owners to confirm.
import {
  getSDKVersion,
  MessageFormatter,
  Methods,
  type RPCPayload,
  type SafeInfo,
  type SDKRequestData,
  type SendTransactionsParams,
  type SignMessageParams,
  type SignTypedMessageParams,
} from '@safe-global/safe-apps-sdk'
import {
  type Abi,
  createPublicClient,
  type Hex,
  hashMessage,
  hashTypedData,
  http,
  isAddress,
  isHex,
  type TypedDataDefinition,
} from 'viem'

const SAFE_ABI = [
  {
    type: 'function',
    name: 'nonce',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'getTransactionHash',
    stateMutability: 'view',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'data', type: 'bytes' },
      { name: 'operation', type: 'uint8' },
      { name: 'safeTxGas', type: 'uint256' },
      { name: 'baseGas', type: 'uint256' },
      { name: 'gasPrice', type: 'uint256' },
      { name: 'gasToken', type: 'address' },
      { name: 'refundReceiver', type: 'address' },
      { name: '_nonce', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'bytes32' }],
  },
] as const satisfies Abi
const ZERO = '0x0000000000000000000000000000000000000000'

declare global {
  interface Window {
    /** An owner's signature over a hash, from the test process (`exposeFunction`), when this host holds an owner's key. */
    safeOwnerSign?(hash: Hex): Promise<Hex>
  }
}

const query = new URLSearchParams(window.location.search)
const appUrl = new URL(query.get('app') ?? '')
const safe = JSON.parse(query.get('safe') ?? '{}') as SafeInfo
const client = createPublicClient({ transport: http(query.get('rpc') ?? '') })
const iframe = document.querySelector('iframe') as HTMLIFrameElement
const queue: { safeTxHash: Hex; to: string; value: bigint; nonce: bigint }[] = []
const METHODS = new Set<string>(Object.values(Methods))

/** A request from the app, or undefined when the message is not one (other SDKs speak on this channel too). */
function readRequest(data: unknown): SDKRequestData | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const { id, method, env } = data as Partial<SDKRequestData>
  if (typeof id !== 'string' || typeof method !== 'string' || !METHODS.has(method)) return undefined
  if (typeof env?.sdkVersion !== 'string') return undefined
  return data as SDKRequestData
}

function show(list: string, text: string, hash: Hex): void {
  const item = document.createElement('li')
  item.dataset.hash = hash
  item.append(`${text} `, Object.assign(document.createElement('code'), { textContent: hash }))
  document.getElementById(list)?.append(item)
}

/**
 * A message for the owners: signed at once when this host holds the key of the only owner
 * needed (threshold one), as Safe{Wallet} answers when the threshold is met; else queued.
 */
async function forOwners(kind: string, messageHash: Hex): Promise<{ messageHash: Hex; signature?: Hex }> {
  if (safe.threshold === 1 && window.safeOwnerSign) {
    const signature = await window.safeOwnerSign(messageHash)
    show('messages', `${kind}, signed`, messageHash)
    return { messageHash, signature }
  }
  show('messages', kind, messageHash)
  return { messageHash }
}

/** The hash a Safe's owners sign for a message (EIP-712 `SafeMessage` in the Safe's domain). */
function safeMessageHash(messageHash: Hex): Hex {
  return hashTypedData({
    domain: { chainId: safe.chainId, verifyingContract: safe.safeAddress as Hex },
    types: { SafeMessage: [{ name: 'message', type: 'bytes' }] },
    primaryType: 'SafeMessage',
    message: { message: messageHash },
  })
}

async function answer(request: SDKRequestData): Promise<unknown> {
  switch (request.method) {
    case Methods.getSafeInfo:
      return safe
    case Methods.getEnvironmentInfo:
      return { origin: window.location.origin }
    case Methods.rpcCall: {
      const { call, params } = request.params as RPCPayload
      return client.request({ method: call, params } as never)
    }
    case Methods.sendTransactions: {
      const { txs, params } = request.params as SendTransactionsParams
      if (!Array.isArray(txs) || txs.length !== 1)
        throw new Error('This Safe host queues one transaction at a time')
      const [tx] = txs
      if (!tx || !isAddress(tx.to) || !isHex(tx.data)) throw new Error('Not a transaction')
      const value = BigInt(tx.value)
      const nonce =
        ((await client.readContract({
          address: safe.safeAddress as Hex,
          abi: SAFE_ABI,
          functionName: 'nonce',
        })) as bigint) + BigInt(queue.length)
      const safeTxHash = await client.readContract({
        address: safe.safeAddress as Hex,
        abi: SAFE_ABI,
        functionName: 'getTransactionHash',
        args: [tx.to, value, tx.data, 0, BigInt(params?.safeTxGas ?? 0), 0n, 0n, ZERO, ZERO, nonce],
      })
      queue.push({ safeTxHash, to: tx.to, value, nonce })
      show('queue', `#${nonce} ${value} wei to ${tx.to}`, safeTxHash)
      return { safeTxHash }
    }
    case Methods.signMessage: {
      const { message } = request.params as SignMessageParams
      return forOwners('message', safeMessageHash(hashMessage(isHex(message) ? { raw: message } : message)))
    }
    case Methods.signTypedMessage: {
      const { typedData } = request.params as SignTypedMessageParams
      return forOwners(
        'typed message',
        safeMessageHash(hashTypedData(typedData as unknown as TypedDataDefinition)),
      )
    }
    default:
      throw new Error(`${request.method} is not served by this host`)
  }
}

window.addEventListener('message', (event) => {
  if (event.source !== iframe.contentWindow || event.origin !== appUrl.origin) return
  const request = readRequest(event.data)
  if (!request) return
  const reply = (response: unknown) => iframe.contentWindow?.postMessage(response, appUrl.origin)
  answer(request).then(
    (data) => reply(MessageFormatter.makeResponse(request.id, data as never, getSDKVersion())),
    (error: unknown) =>
      reply(
        MessageFormatter.makeErrorResponse(
          request.id,
          error instanceof Error ? error.message : String(error),
          getSDKVersion(),
        ),
      ),
  )
})

iframe.src = appUrl.href
