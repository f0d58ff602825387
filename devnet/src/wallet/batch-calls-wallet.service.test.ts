import {
  type Address,
  createPublicClient,
  createWalletClient,
  custom,
  defineChain,
  encodeFunctionData,
  erc20Abi,
  http,
  parseEther,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { getCallsStatus, getCapabilities, sendCalls } from 'viem/actions'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Devnet, startDevnet } from '../start-devnet.js'
import { createBatchCallsWallet } from './batch-calls-wallet.js'

let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet({ port: 0, walletCount: 10 })
})
afterAll(() => devnet?.stop())

/** A wallet on account `index` of devnet chain 31337: EIP-5792 through the middleware, reads forwarded. */
function walletOn(index: number) {
  const info = devnet.chains.find((chain) => chain.chainId === 31337)!
  const chain = defineChain({
    id: info.chainId,
    name: info.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [info.rpcUrl] } },
  })
  const account = mnemonicToAccount(devnet.mnemonic, { addressIndex: index })
  const batches = createBatchCallsWallet({
    account: () => account,
    currentChain: () => chain,
    chainOf: (chainId) => (chainId === chain.id ? chain : undefined),
    grantedAccounts: () => [account.address],
    delegate: devnet.contracts[31337]!.batchAccount,
  })
  const reads = createPublicClient({ chain, transport: http() })
  const provider = {
    request: ({ method, params }: { method: string; params?: unknown }) =>
      batches.handles(method) ? batches.request(method, params) : reads.request({ method, params } as never),
  }
  const app = createWalletClient({ account: account.address, chain, transport: custom(provider) })
  return { account, app, reads, provider }
}

const allowance = (
  reads: ReturnType<typeof walletOn>['reads'],
  token: Address,
  owner: Address,
  spender: Address,
) => reads.readContract({ address: token, abi: erc20Abi, functionName: 'allowance', args: [owner, spender] })

describe('a wallet serves EIP-5792 through MetaMask’s middleware over Simple7702Account', () => {
  it('R-EVM-03: says ready, runs three calls in one transaction after delegating, then says supported', async () => {
    const { account, app, reads } = walletOn(6)
    const token = devnet.contracts[31337]!.erc20
    const [first, second] = [devnet.accounts[7]!.address, devnet.accounts[8]!.address]
    expect(await getCapabilities(app, { chainId: 31337 })).toEqual({ atomic: { status: 'ready' } })
    const before = await reads.getBalance({ address: first })
    const { id } = await sendCalls(app, {
      calls: [
        { to: first, value: parseEther('0.01') },
        { to: first, value: parseEther('0.02') },
        {
          to: token,
          data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [second, 1_000_000n] }),
        },
      ],
    })
    const status = await getCallsStatus(app, { id })
    expect(status).toMatchObject({ status: 'success', statusCode: 200, atomic: true })
    expect(status.receipts).toHaveLength(1)
    expect(await reads.getBalance({ address: first })).toBe(before + parseEther('0.03'))
    expect(await allowance(reads, token, account.address, second)).toBe(1_000_000n)
    // The account is now delegated (EIP-7702's 0xef0100 designator) to the reference contract.
    expect((await reads.getCode({ address: account.address }))?.toLowerCase()).toBe(
      `0xef0100${devnet.contracts[31337]!.batchAccount.slice(2).toLowerCase()}`,
    )
    expect(await getCapabilities(app, { chainId: 31337 })).toEqual({ atomic: { status: 'supported' } })
  })

  it('R-EVM-03: a batch with a failing call is refused whole: none of its calls happens', async () => {
    const { app, reads } = walletOn(6)
    const token = devnet.contracts[31337]!.erc20
    const receiver = devnet.accounts[9]!.address
    const before = await reads.getBalance({ address: receiver })
    const batch = sendCalls(app, {
      calls: [
        { to: receiver, value: parseEther('0.01') },
        // More dUSD than the account holds: the token reverts, so executeBatch does.
        {
          to: token,
          data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [receiver, 10n ** 30n] }),
        },
      ],
    })
    await expect(batch).rejects.toThrow(/revert/i)
    expect(await reads.getBalance({ address: receiver })).toBe(before)
  })

  it('R-EVM-04: the middleware refuses malformed calls and unknown ids with JSON-RPC errors', async () => {
    const { account, provider } = walletOn(6)
    const send = (calls: unknown[]) =>
      provider.request({
        method: 'wallet_sendCalls',
        params: [{ version: '2.0.0', chainId: '0x7a69', from: account.address, atomicRequired: true, calls }],
      })
    await expect(send([{ to: 'not-an-address' }])).rejects.toMatchObject({ code: -32602 })
    await expect(send([{ to: account.address, data: 'zz' }])).rejects.toMatchObject({ code: -32602 })
    await expect(
      provider.request({ method: 'wallet_getCallsStatus', params: [`0x${'ab'.repeat(32)}`] }),
    ).rejects.toMatchObject({ code: 5730 })
    // Another account than the one granted is unauthorized (the middleware checks the keyholder).
    await expect(
      provider.request({
        method: 'wallet_getCapabilities',
        params: [devnet.accounts[7]!.address, ['0x7a69']],
      }),
    ).rejects.toMatchObject({ code: 4100 })
  })
})
