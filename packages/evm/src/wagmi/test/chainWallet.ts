import { type Account, createWalletClient, type Hex, http, numberToHex } from 'viem'
import { FakeEip1193Provider, walletError } from '../../test/FakeEip1193Provider.js'

type TransactionRequest = {
  from: Hex
  to: Hex
  value?: Hex
  data?: Hex
  gas?: Hex
  maxFeePerGas?: Hex
  maxPriorityFeePerGas?: Hex
}

/**
 * A wallet for service tests across several local chains: a viem local account that signs,
 * switches between the chains it knows (4902 for others, chainChanged when it moves) and sends
 * to the chain it is on, keeping to the gas limit and fees per gas the site suggests, as wallets
 * do. `prompts` counts eth_requestAccounts, the only call that asks the person.
 */
export function chainWallet(account: Account, rpcByChain: Readonly<Record<number, string>>, chainId: number) {
  let current = chainId
  const clients = new Map(
    Object.entries(rpcByChain).map(([id, url]) => [
      Number(id),
      createWalletClient({ account, transport: http(url) }),
    ]),
  )
  const provider = new FakeEip1193Provider({
    eth_requestAccounts: () => [account.address],
    eth_accounts: () => [account.address],
    eth_chainId: () => numberToHex(current),
    wallet_switchEthereumChain: (params) => {
      const next = Number((params as [{ chainId: Hex }])[0].chainId)
      if (!clients.has(next)) throw walletError(4902, 'Unrecognized chain ID')
      current = next
      provider.emit('chainChanged', numberToHex(next))
      return null
    },
    personal_sign: (params) => {
      const [message] = params as [Hex, Hex]
      if (!account.signMessage) throw walletError(4200, 'this account cannot sign')
      return account.signMessage({ message: { raw: message } })
    },
    eth_sendTransaction: (params) => {
      const [request] = params as [TransactionRequest]
      const client = clients.get(current)
      if (!client) throw walletError(4901, 'not connected to this chain')
      return client.sendTransaction({
        chain: null,
        to: request.to,
        ...(request.value ? { value: BigInt(request.value) } : {}),
        ...(request.data ? { data: request.data } : {}),
        ...(request.gas ? { gas: BigInt(request.gas) } : {}),
        ...(request.maxFeePerGas ? { maxFeePerGas: BigInt(request.maxFeePerGas) } : {}),
        ...(request.maxPriorityFeePerGas
          ? { maxPriorityFeePerGas: BigInt(request.maxPriorityFeePerGas) }
          : {}),
      })
    },
  })
  return { provider, prompts: () => provider.methods().filter((m) => m === 'eth_requestAccounts').length }
}
