import { createPublicClient, createWalletClient, defineChain, formatEther, type Hex, http } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import type { ChainAdapter } from '../../adapter.js'
import type { CaipNetwork } from '../../caip/types.js'

/**
 * An eip155 adapter for service tests: a wallet that is a viem local account from a mnemonic,
 * signing and sending through the network's own RPC, asking no one. Its one connector is
 * 'local'.
 */
export function localAccountAdapter(options: { mnemonic: string; addressIndex: number }): ChainAdapter & {
  address: Hex
  sent: { to: string; value: string; data?: string; hash: Hex }[]
} {
  const account = mnemonicToAccount(options.mnemonic, { addressIndex: options.addressIndex })
  const chainOf = (network: CaipNetwork) =>
    defineChain({
      id: Number(network.id),
      name: network.name,
      nativeCurrency: network.nativeCurrency,
      rpcUrls: { default: { http: [...network.rpcUrls.default.http] } },
    })
  const transport = (network: CaipNetwork) => http(network.rpcUrls.default.http[0])
  const connection = (network: CaipNetwork) => ({
    connectorId: 'local',
    accounts: [{ namespace: 'eip155' as const, address: account.address, type: 'eoa' as const }],
    chainId: network.id,
  })
  const sent: { to: string; value: string; data?: string; hash: Hex }[] = []
  return {
    namespace: 'eip155',
    address: account.address,
    sent,
    setup: () => undefined,
    getConnectors: () => [{ id: 'local', type: 'INJECTED', name: 'Local account', chain: 'eip155' }],
    connect: async ({ network }) => connection(network),
    reconnect: async ({ network }) => connection(network),
    disconnect: async () => undefined,
    switchNetwork: async () => undefined,
    async getBalance({ address, network }) {
      const client = createPublicClient({ chain: chainOf(network), transport: transport(network) })
      return { balance: formatEther(await client.getBalance({ address: address as Hex })), symbol: 'ETH' }
    },
    signMessage: ({ message }) => account.signMessage({ message }),
    async sendTransaction({ network, to, value, data }) {
      const wallet = createWalletClient({ account, chain: chainOf(network), transport: transport(network) })
      const hash = await wallet.sendTransaction({
        to: to as Hex,
        value: BigInt(value),
        ...(data ? { data: data as Hex } : {}),
      })
      sent.push({ to, value, ...(data ? { data } : {}), hash })
      return hash
    },
    getProvider: () => undefined,
  }
}
