import { type CaipNetwork, createMemoryStorage, createSigil, type SigilClient } from '@sigil/core'
import { createBatchCallsWallet, type Devnet, startDevnet } from '@sigil/devnet'
import { http } from '@wagmi/core'
import {
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  type PrivateKeyAccount,
  parseEther,
  http as viemHttp,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { toViemChain } from '../chain/toViemChain.js'
import { testNetwork } from '../test/context.js'
import { walletInfo } from '../test/FakeWindow.js'
import { chainWallet } from './test/chainWallet.js'
import { installPage, testWagmiConfig } from './test/wagmiPage.js'
import { wagmiAdapter } from './wagmiAdapter.js'

const WALLET = 'dev.sigil.test'
const CHAIN_ID = 31337
/** Nothing listens here: Sigil's own RPC URL for the network, so every read must go through wagmi's transport. */
const NO_RPC = 'http://127.0.0.1:9'

let devnet: Devnet
let rpcUrl: string
let network: CaipNetwork
const clients: SigilClient[] = []

beforeAll(async () => {
  devnet = await startDevnet({ port: 0, chains: [{ chainId: CHAIN_ID, name: 'Devnet A' }], walletCount: 0 })
  rpcUrl = devnet.urls.rpc[CHAIN_ID]!
  network = testNetwork({ id: CHAIN_ID, name: 'Devnet A', rpcUrls: { default: { http: [NO_RPC] } } })
}, 60_000)
afterAll(() => devnet?.stop())
afterEach(() => {
  for (const client of clients.splice(0)) client.destroy()
  vi.unstubAllGlobals()
})

const chain = () => createPublicClient({ transport: viemHttp(rpcUrl) })
const signer = (index: number) => privateKeyToAccount(devnet.accounts[index]!.privateKey)

/** A wallet on the devnet chain for `account`: signs and sends there; no EIP-5792 of its own. */
const plainWallet = (account: PrivateKeyAccount) => chainWallet(account, { [CHAIN_ID]: rpcUrl }, CHAIN_ID)

/**
 * The same wallet serving EIP-5792 as MetaMask does: `@metamask/eip-5792-middleware`'s handlers
 * over devnet's batch wallet, whose batches run through the account delegated (EIP-7702) to the
 * reference `Simple7702Account`.
 */
function batchingWallet(account: PrivateKeyAccount) {
  const wallet = plainWallet(account)
  const walletChain = { ...toViemChain(network), rpcUrls: { default: { http: [rpcUrl] } } }
  const batches = createBatchCallsWallet({
    account: () => account,
    currentChain: () => walletChain,
    chainOf: (chainId) => (chainId === CHAIN_ID ? walletChain : undefined),
    grantedAccounts: () => [account.address],
    delegate: devnet.contracts[CHAIN_ID]!.batchAccount,
  })
  for (const method of ['wallet_getCapabilities', 'wallet_sendCalls', 'wallet_getCallsStatus'] as const)
    wallet.provider.handle(method, (params) => batches.request(method, params))
  return wallet
}

/** An app with its own wagmi config (reading the chain through its transport) and Sigil on it, connected. */
async function connectedApp(wallet: ReturnType<typeof chainWallet>) {
  const page = installPage()
  page.installWallet({ info: walletInfo(), provider: wallet.provider })
  const config = testWagmiConfig({ networks: [network], transports: { [CHAIN_ID]: http(rpcUrl) } })
  const adapter = wagmiAdapter(config)
  const client = createSigil({
    projectId: 'p',
    networks: [network],
    adapters: [adapter],
    storage: createMemoryStorage(),
  })
  clients.push(client)
  await client.ready()
  await client.connect({ connectorId: WALLET, namespace: 'eip155' })
  return { adapter }
}

describe('wagmiAdapter() estimates, previews and batches calls like evm(), on the app’s wagmi config', () => {
  it('R-ACCT-03 previews a native transfer on the app’s RPC with exact fee terms, and the send keeps to them', async () => {
    const sender = signer(3)
    const { adapter } = await connectedApp(plainWallet(sender))
    const to = devnet.accounts[4]!.address
    const value = parseEther('0.01')

    const preview = await adapter.previewCalls!({
      network,
      from: sender.address,
      calls: [{ to, value: value.toString() }],
      keepsTerms: true,
    })
    expect(preview).toMatchObject({
      status: 'ready',
      method: 'simulate',
      changes: [{ asset: { kind: 'native' }, amount: (-value).toString() }],
      fee: { kind: 'exact', terms: expect.any(Object) },
    })
    if (preview.status !== 'ready' || !preview.fee.terms) throw new Error('no fee terms')
    expect(preview.fee.terms.maxPriorityFeePerGas).toBe(preview.fee.terms.maxFeePerGas)

    const hash = await adapter.sendTransaction({
      connectorId: WALLET,
      network,
      from: sender.address,
      to,
      value: value.toString(),
      fee: preview.fee.terms,
    })
    const receipt = await chain().waitForTransactionReceipt({ hash: hash as Hex, pollingInterval: 50 })
    expect(receipt.status).toBe('success')
    expect(receipt.gasUsed * receipt.effectiveGasPrice).toBe(BigInt(preview.fee.amount))
  })

  it('R-ACCT-03 estimates fee terms on the app’s RPC (for Max), and the wallet is asked with them', async () => {
    const sender = signer(2)
    const { adapter } = await connectedApp(plainWallet(sender))
    const to = devnet.accounts[4]!.address
    const terms = await adapter.estimateFee!({ network, from: sender.address, to, value: '1' })
    const { baseFeePerGas } = await chain().getBlock()
    expect(BigInt(terms.gas)).toBe(21_000n)
    expect(BigInt(terms.maxFeePerGas)).toBeGreaterThan(baseFeePerGas ?? 0n)

    const value = parseEther('0.5')
    const balance = await chain().getBalance({ address: sender.address })
    const hash = await adapter.sendTransaction({
      connectorId: WALLET,
      network,
      from: sender.address,
      to,
      value: value.toString(),
      fee: terms,
    })
    const sent = await chain().getTransaction({ hash: hash as Hex })
    expect({
      gas: sent.gas.toString(),
      maxFeePerGas: sent.maxFeePerGas?.toString(),
      maxPriorityFeePerGas: sent.maxPriorityFeePerGas?.toString(),
    }).toEqual(terms)
    const receipt = await chain().waitForTransactionReceipt({ hash: hash as Hex, pollingInterval: 50 })
    const paid = receipt.gasUsed * receipt.effectiveGasPrice
    expect(paid).toBeLessThanOrEqual(BigInt(terms.gas) * BigInt(terms.maxFeePerGas))
    expect(await chain().getBalance({ address: sender.address })).toBe(balance - value - paid)
  })

  it('R-ACCT-04 R-EVM-03 a wallet on MetaMask’s EIP-5792 middleware: ready, one transaction for the batch, then supported', async () => {
    const account = signer(5)
    const wallet = batchingWallet(account)
    const { adapter } = await connectedApp(wallet)
    const connection = { connectorId: WALLET, network }
    const [first, second] = [devnet.accounts[6]!.address, devnet.accounts[7]!.address]
    const token = devnet.contracts[CHAIN_ID]!.erc20

    expect(await adapter.getAtomicCapability!({ ...connection, address: account.address })).toBe('ready')
    const before = await chain().getBalance({ address: first })
    const { id } = await adapter.sendCalls!({
      ...connection,
      from: account.address,
      calls: [
        { to: first, value: parseEther('0.02').toString() },
        {
          to: token,
          data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [second, 5_000n] }),
        },
      ],
    })
    expect(wallet.provider.methods().filter((method) => method === 'wallet_sendCalls')).toHaveLength(1)

    const report = await vi.waitFor(
      async () => {
        const status = await adapter.getCallsStatus!({ ...connection, id })
        if (status.status === 'pending') throw new Error('still pending')
        return status
      },
      { timeout: 10_000, interval: 50 },
    )
    expect(report).toMatchObject({ status: 'confirmed', hashes: [expect.any(String)] })
    // One transaction, to the account itself (its Simple7702Account code runs both calls).
    const transaction = await chain().getTransaction({ hash: report.hashes[0] as Hex })
    expect(transaction.to?.toLowerCase()).toBe(account.address.toLowerCase())
    expect(await chain().getBalance({ address: first })).toBe(before + parseEther('0.02'))
    expect(
      await chain().readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [account.address, second],
      }),
    ).toBe(5_000n)
    expect(await adapter.getAtomicCapability!({ ...connection, address: account.address })).toBe('supported')
  })

  it('R-ACCT-04 a wallet without EIP-5792 is not atomic, so Swap asks for each call on its own', async () => {
    const account = signer(8)
    const wallet = plainWallet(account)
    const { adapter } = await connectedApp(wallet)
    expect(
      await adapter.getAtomicCapability!({ connectorId: WALLET, network, address: account.address }),
    ).toBe('unsupported')
    expect(wallet.provider.methods()).toContain('wallet_getCapabilities')
  })
})
