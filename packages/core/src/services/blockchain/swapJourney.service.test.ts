import { devnetBlockchainClient, evmNetwork, useDevnet } from '@sigil/test/devnet'
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  erc20Abi,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { beforeAll, describe, expect, it } from 'vitest'
import type { CaipNetwork } from '../../caip/types.js'
import type { BlockchainClient } from './createBlockchainClient.js'
import { NATIVE_TOKEN_ADDRESS, type SwapTransactionRequest } from './swapCalls.js'

const { devnet } = useDevnet()
let network: CaipNetwork
let blockchain: BlockchainClient

beforeAll(() => {
  network = evmNetwork(devnet.chains[0]!.chainId)
  blockchain = devnetBlockchainClient(devnet)
})

/** The user's wallet: a local account from the devnet mnemonic, sending through devnet's RPC. */
function userWallet(addressIndex: number) {
  const chainId = network.id as number
  const chain = defineChain({
    id: chainId,
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: [devnet.urls.rpc[chainId]!] } },
  })
  const account = mnemonicToAccount(devnet.mnemonic, { addressIndex })
  const transport = http(devnet.urls.rpc[chainId])
  const publicClient = createPublicClient({ chain, transport })
  const walletClient = createWalletClient({ account, chain, transport })
  const dusd = devnet.contracts[chainId]!.erc20
  return {
    address: account.address,
    ether: () => publicClient.getBalance({ address: account.address }),
    dusd: () =>
      publicClient.readContract({
        address: dusd,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [account.address],
      }),
    /** Signs locally, sends the raw transaction, and waits until it is mined. */
    async send(request: SwapTransactionRequest) {
      const hash = await walletClient.sendTransaction({
        to: request.to,
        data: request.data,
        value: request.value,
        gas: request.gas,
        gasPrice: request.gasPrice,
      })
      const receipt = await publicClient.waitForTransactionReceipt({ hash })
      return { receipt, fee: receipt.gasUsed * receipt.effectiveGasPrice }
    },
  }
}

describe('a swap on devnet, signed by the user', () => {
  it('R-ACCT-04 quote, build, sign and mine ETH → dUSD, then quote, approve, build, sign and mine dUSD → ETH', async () => {
    const wallet = userWallet(6)
    const eth = `${network.caipNetworkId}:${NATIVE_TOKEN_ADDRESS}`
    const dusd = `${network.caipNetworkId}:${devnet.contracts[network.id as number]!.erc20}`
    const swap = { network, account: wallet.address }

    // Sell 1 ETH: the native currency needs no approval.
    const { standard: gasPrice } = await blockchain.getGasPrice(network)
    const sell = parseEther('1')
    const [ethQuote] = await blockchain.getSwapQuote({ ...swap, from: eth, to: dusd, amount: sell, gasPrice })
    expect(await blockchain.getSwapAllowance({ ...swap, token: eth })).toBeGreaterThanOrEqual(sell)
    const ethBefore = await wallet.ether()
    const toDusd = await blockchain.buildSwapTransaction({ ...swap, from: eth, to: dusd, amount: sell })
    const first = await wallet.send(toDusd)
    expect(first.receipt.status).toBe('success')
    expect(await wallet.dusd()).toBe(ethQuote!.toAmount)
    expect(await wallet.ether()).toBe(ethBefore - sell - first.fee)

    // Sell 1000 dUSD back: quote, approval (the allowance is short), then the swap.
    const back = parseUnits('1000', 6)
    const [dusdQuote] = await blockchain.getSwapQuote({
      ...swap,
      from: dusd,
      to: eth,
      amount: back,
      gasPrice,
    })
    expect(await blockchain.getSwapAllowance({ ...swap, token: dusd })).toBeLessThan(back)
    const approval = await blockchain.buildSwapApproval({ ...swap, from: dusd, to: eth, amount: back })
    const approved = await wallet.send(approval)
    expect(approved.receipt.status).toBe('success')
    expect(await blockchain.getSwapAllowance({ ...swap, token: dusd })).toBe(back)
    const ethMiddle = await wallet.ether()
    const toEth = await blockchain.buildSwapTransaction({ ...swap, from: dusd, to: eth, amount: back })
    expect(toEth.value).toBe(0n)
    const second = await wallet.send(toEth)
    expect(second.receipt.status).toBe('success')
    expect(await wallet.dusd()).toBe(ethQuote!.toAmount - back)
    expect(await wallet.ether()).toBe(ethMiddle + dusdQuote!.toAmount - second.fee)

    // The blockchain service reads the new balances from the chain.
    const balances = await blockchain.getBalances({ address: wallet.address, network, forceUpdate: true })
    expect(balances.find((balance) => balance.symbol === 'dUSD')?.quantity.numeric).toBe('1991')
  })
})
