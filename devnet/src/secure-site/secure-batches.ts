import { type Address, defineChain } from 'viem'
import { BATCH_ACCOUNT_DELEGATE } from '../chain/install-batch-account.js'
import { type BatchCallsWallet, createBatchCallsWallet } from '../wallet/batch-calls-wallet.js'
import type { SecureAccount } from './secure-accounts.js'
import { rpcError } from './secure-rpc.js'

/** The EIP-5792 methods the site answers itself (spec §7: the frame's RPC supports them). */
export const BATCH_METHODS = ['wallet_getCapabilities', 'wallet_sendCalls', 'wallet_getCallsStatus'] as const
type BatchMethod = (typeof BATCH_METHODS)[number]

export const isBatchMethod = (method: string): method is BatchMethod =>
  (BATCH_METHODS as readonly string[]).includes(method)

/**
 * The site's EIP-5792 wallet, one per user key: MetaMask's middleware handlers over the user's
 * key delegated by EIP-7702 to Simple7702Account, as the test wallet does. The user's chain is
 * the session's at each call. A user acting as its smart account has no batches here (its
 * account contract is another), so the app sends one call at a time.
 */
export function secureBatches(rpcUrls: ReadonlyMap<number, string>) {
  const wallets = new Map<Address, { wallet: BatchCallsWallet; chainId: number }>()
  const chainOf = (chainId: number) => {
    const rpcUrl = rpcUrls.get(chainId)
    return rpcUrl
      ? defineChain({
          id: chainId,
          name: `Chain ${chainId}`,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: [rpcUrl] } },
        })
      : undefined
  }
  return async (input: {
    account: SecureAccount
    chainId: number
    current: Address
    method: BatchMethod
    params: unknown
  }): Promise<unknown> => {
    const { signer } = input.account
    if (input.current.toLowerCase() !== signer.address.toLowerCase())
      throw rpcError(4200, `The method ${input.method} is not supported for a smart account`)
    let entry = wallets.get(signer.address)
    if (!entry) {
      const made: { wallet?: BatchCallsWallet; chainId: number } = { chainId: input.chainId }
      made.wallet = createBatchCallsWallet({
        account: () => signer,
        currentChain: () => chainOf(made.chainId)!,
        chainOf,
        grantedAccounts: () => [signer.address],
        delegate: BATCH_ACCOUNT_DELEGATE,
        knownChainIds: () => [...rpcUrls.keys()],
      })
      entry = made as { wallet: BatchCallsWallet; chainId: number }
      wallets.set(signer.address, entry)
    }
    entry.chainId = input.chainId
    try {
      return await entry.wallet.request(input.method, input.params)
    } catch (error) {
      const { code, message } = error as { code?: unknown; message?: unknown }
      throw rpcError(
        typeof code === 'number' ? code : -32603,
        typeof message === 'string' ? message.split('\n')[0]! : 'The batch failed',
      )
    }
  }
}
