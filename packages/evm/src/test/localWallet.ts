import { type Account, createWalletClient, type Hex, http } from 'viem'
import { FakeEip1193Provider } from './FakeEip1193Provider.js'

type TransactionRequest = { from: Hex; to: Hex; value?: Hex; data?: Hex }

/**
 * A wallet for service tests: a viem local account that signs, behind the fake EIP-1193
 * provider, sending to a real local chain.
 */
export function localWallet(account: Account, rpcUrl: string, chainId: number): FakeEip1193Provider {
  const client = createWalletClient({ account, transport: http(rpcUrl) })
  return new FakeEip1193Provider({
    eth_requestAccounts: () => [account.address],
    eth_accounts: () => [account.address],
    eth_chainId: () => `0x${chainId.toString(16)}`,
    eth_sendTransaction: (params) => {
      const [request] = params as [TransactionRequest]
      return client.sendTransaction({
        chain: null,
        to: request.to,
        ...(request.value ? { value: BigInt(request.value) } : {}),
        ...(request.data ? { data: request.data } : {}),
      })
    },
  })
}
