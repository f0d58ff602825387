import type { CaipNetwork, CallsPreview, PreviewCall } from '@sigil/core'
import { type Devnet, loadContractArtifact, startDevnet } from '@sigil/devnet'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  custom,
  encodeFunctionData,
  type Hex,
  http,
  MethodNotFoundRpcError,
  parseEther,
  parseUnits,
  type Transport,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { evm } from '../evmAdapter.js'
import { testNetwork } from '../test/context.js'

const NATIVE: Address = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
const swapAbi = loadContractArtifact('DevnetSwap').abi
const tokenAbi = loadContractArtifact('DevnetToken').abi

let devnet: Devnet
let chainId: number
let network: CaipNetwork
let rpcUrl: string

beforeAll(async () => {
  devnet = await startDevnet({ port: 0 })
  chainId = devnet.chains[0]!.chainId
  rpcUrl = devnet.urls.rpc[chainId]!
  network = testNetwork({ id: chainId, rpcUrls: { default: { http: [rpcUrl] } } })
}, 60_000)
afterAll(() => devnet?.stop())

const chain = () => createPublicClient({ transport: http(rpcUrl) })
const sender = () => privateKeyToAccount(devnet.accounts[3]!.privateKey)
const deployer = () => devnet.accounts[9]!.address
const contracts = () => devnet.contracts[chainId]!

/** The adapter's preview of `calls` sent by the sender on the devnet chain. */
const previewFromSender = (adapter: ReturnType<typeof evm>, calls: PreviewCall[], keepsTerms: boolean) =>
  adapter.previewCalls!({ network, from: sender().address, calls, keepsTerms })

/** 0.01 ETH from the sender to devnet's fifth account. */
function nativeTransfer() {
  const to = devnet.accounts[4]!.address
  const value = parseEther('0.01')
  return { to, value, call: { to, value: value.toString() } }
}

/** A node that forwards everything to the devnet chain but has no eth_simulateV1, as older nodes do. */
const withoutSimulate = (): Transport =>
  custom({
    async request({ method, params }) {
      if (method === 'eth_simulateV1')
        throw new MethodNotFoundRpcError(new Error('the method eth_simulateV1 does not exist'))
      return chain().request({ method, params } as never)
    },
  })

/** Sends one call from the sender with the fee terms the preview gave, and returns what the receipt says it paid. */
async function sendWithTerms(call: { to: Hex; data?: Hex; value?: bigint }, preview: CallsPreview) {
  if (preview.status !== 'ready' || !preview.fee.terms)
    throw new Error(`no fee terms: ${JSON.stringify(preview)}`)
  const { terms } = preview.fee
  const wallet = createWalletClient({ account: sender(), transport: http(rpcUrl) })
  const hash = await wallet.sendTransaction({
    chain: null,
    ...call,
    gas: BigInt(terms.gas),
    maxFeePerGas: BigInt(terms.maxFeePerGas),
    maxPriorityFeePerGas: BigInt(terms.maxPriorityFeePerGas),
  })
  const receipt = await chain().waitForTransactionReceipt({ hash, pollingInterval: 50 })
  expect(receipt.status).toBe('success')
  return receipt.gasUsed * receipt.effectiveGasPrice
}

/** The desk owner sets what one base unit of dUSD is worth (devnet's anvil accounts are unlocked). */
async function setDusdPrice(price: bigint) {
  const hash = await chain().request({
    method: 'eth_sendTransaction',
    params: [
      {
        from: deployer(),
        to: contracts().swap,
        data: encodeFunctionData({
          abi: swapAbi,
          functionName: 'setUnitPrice',
          args: [contracts().erc20, price],
        }),
      },
    ],
  } as never)
  await chain().waitForTransactionReceipt({ hash: hash as Hex, pollingInterval: 50 })
}

const dusdPrice = () =>
  chain().readContract({
    address: contracts().swap,
    abi: swapAbi,
    functionName: 'unitPrice',
    args: [contracts().erc20],
  }) as Promise<bigint>

/** swapExactIn of 1 ETH for dUSD with the minimum output the quote gives at 1% slippage. */
async function ethToDusdSwap() {
  const amountIn = parseEther('1')
  const quoted = (await chain().readContract({
    address: contracts().swap,
    abi: swapAbi,
    functionName: 'quote',
    args: [NATIVE, contracts().erc20, amountIn],
  })) as bigint
  const data = encodeFunctionData({
    abi: swapAbi,
    functionName: 'swapExactIn',
    args: [NATIVE, contracts().erc20, amountIn, (quoted * 99n) / 100n, sender().address],
  })
  return { call: { to: contracts().swap, data, value: amountIn.toString() }, quoted }
}

describe('previewCalls on the devnet chain (eth_simulateV1 through viem)', () => {
  let restorePrice: bigint | undefined
  afterEach(async () => {
    if (restorePrice !== undefined) await setDusdPrice(restorePrice)
    restorePrice = undefined
  })

  it('R-ACCT-03 a native transfer: the value out, and a fee that is exactly what the receipt then records', async () => {
    const adapter = evm()
    const { to, value, call } = nativeTransfer()
    const preview = await previewFromSender(adapter, [call], true)
    expect(preview).toMatchObject({
      status: 'ready',
      method: 'simulate',
      changes: [{ asset: { kind: 'native' }, amount: (-value).toString() }],
      fee: { kind: 'exact' },
    })
    if (preview.status !== 'ready') throw new Error('not ready')
    expect(preview.fee.terms?.maxPriorityFeePerGas).toBe(preview.fee.terms?.maxFeePerGas)
    expect(await sendWithTerms({ to, value }, preview)).toBe(BigInt(preview.fee.amount))
  })

  it('on a rollup, whose receipt adds a data fee of its own, the fee is an estimate even with the terms kept', async () => {
    const adapter = evm()
    const rollup = testNetwork({ id: chainId, stack: 'op-stack', rpcUrls: { default: { http: [rpcUrl] } } })
    const preview = await adapter.previewCalls!({
      network: rollup,
      from: sender().address,
      calls: [{ to: devnet.accounts[4]!.address, value: '1' }],
      keepsTerms: true,
    })
    expect(preview).toMatchObject({ status: 'ready', fee: { kind: 'about', terms: expect.any(Object) } })
  })

  it('R-ACCT-03 an ERC-20 transfer: the token named with its decimals, and the exact fee', async () => {
    const adapter = evm()
    const to = devnet.accounts[4]!.address
    const amount = parseUnits('12.5', 6)
    const transfer = await adapter.buildTokenTransfer({
      network,
      token: contracts().erc20,
      to,
      amount: amount.toString(),
    })
    const preview = await previewFromSender(adapter, [transfer], true)
    expect(preview).toMatchObject({
      status: 'ready',
      method: 'simulate',
      tokensTraced: true,
      changes: [
        {
          asset: { kind: 'token', address: contracts().erc20.toLowerCase(), symbol: 'dUSD', decimals: 6 },
          amount: (-amount).toString(),
        },
      ],
      fee: { kind: 'exact' },
    })
    expect(await sendWithTerms({ to: transfer.to as Hex, data: transfer.data as Hex }, preview)).toBe(
      BigInt((preview as Extract<CallsPreview, { status: 'ready' }>).fee.amount),
    )
  })

  it('R-ACCT-04 a swap: ETH out and dUSD in at the quote; once the price moved, the same calldata fails as priceMoved', async () => {
    const adapter = evm()
    const { call, quoted } = await ethToDusdSwap()
    const before = await previewFromSender(adapter, [call], false)
    expect(before).toMatchObject({
      status: 'ready',
      changes: expect.arrayContaining([
        { asset: { kind: 'native' }, amount: (-parseEther('1')).toString() },
        expect.objectContaining({
          asset: expect.objectContaining({ symbol: 'dUSD' }),
          amount: quoted.toString(),
        }),
      ]),
      fee: { kind: 'about' },
    })

    restorePrice = await dusdPrice()
    // dUSD 2% dearer: one ETH buys about 2% less, below the 1% minimum.
    await setDusdPrice((restorePrice * 102n) / 100n)
    const after = await previewFromSender(adapter, [call], false)
    expect(after).toEqual({
      status: 'fails',
      failure: { code: 'priceMoved', callIndex: 0, reason: 'Slippage' },
    })
  })

  it('R-ACCT-04 a batch (approve, then swap dUSD for ETH) runs in order: the swap sees the approval', async () => {
    const adapter = evm()
    const amountIn = parseUnits('100', 6)
    const approve = {
      to: contracts().erc20,
      data: encodeFunctionData({
        abi: tokenAbi,
        functionName: 'approve',
        args: [contracts().swap, amountIn],
      }),
    }
    const swap = {
      to: contracts().swap,
      data: encodeFunctionData({
        abi: swapAbi,
        functionName: 'swapExactIn',
        args: [contracts().erc20, NATIVE, amountIn, 1n, sender().address],
      }),
    }
    const batch = await previewFromSender(adapter, [approve, swap], false)
    expect(batch).toMatchObject({ status: 'ready', method: 'simulate', checked: 2 })
    if (batch.status !== 'ready') throw new Error('not ready')
    expect(batch.fee.terms).toBeUndefined()
    const native = batch.changes.find((change) => change.asset.kind === 'native')
    expect(BigInt(native?.amount ?? '0')).toBeGreaterThan(0n)
    // The swap alone, without its approval, would fail for the allowance.
    const alone = await previewFromSender(adapter, [swap], false)
    expect(alone).toMatchObject({ status: 'fails', failure: { code: 'allowance', callIndex: 0 } })
  })

  it('a balance that covers the value but not the fee fails as feeUnaffordable; more than the balance as insufficientFunds', async () => {
    const adapter = evm()
    const poor = privateKeyToAccount(generatePrivateKey())
    const value = parseEther('0.01')
    const fund = await createWalletClient({ account: sender(), transport: http(rpcUrl) }).sendTransaction({
      chain: null,
      to: poor.address,
      value: value + 1n,
    })
    await chain().waitForTransactionReceipt({ hash: fund, pollingInterval: 50 })
    const to = devnet.accounts[4]!.address
    const preview = (amount: bigint) =>
      adapter.previewCalls!({
        network,
        from: poor.address,
        calls: [{ to, value: amount.toString() }],
        keepsTerms: true,
      })
    expect(await preview(value)).toEqual({
      status: 'fails',
      failure: { code: 'feeUnaffordable', callIndex: 0 },
    })
    expect(await preview(value * 2n)).toEqual({
      status: 'fails',
      failure: { code: 'insufficientFunds', callIndex: 0 },
    })
  })
})

describe('previewCalls on a node without eth_simulateV1 (eth_call and eth_estimateGas)', () => {
  it('a native transfer: the value and a fee of at most the estimated gas at the fixed price', async () => {
    const adapter = evm({ transports: { [chainId]: withoutSimulate() } })
    const { to, value, call } = nativeTransfer()
    const preview = await previewFromSender(adapter, [call], true)
    expect(preview).toMatchObject({
      status: 'ready',
      method: 'estimate',
      tokensTraced: false,
      changes: [{ asset: { kind: 'native' }, amount: (-value).toString() }],
      fee: { kind: 'atMost' },
    })
    if (preview.status !== 'ready' || !preview.fee.terms) throw new Error('not ready')
    expect(BigInt(preview.fee.amount)).toBe(
      BigInt(preview.fee.terms.gas) * BigInt(preview.fee.terms.maxFeePerGas),
    )
    expect(await sendWithTerms({ to, value }, preview)).toBeLessThanOrEqual(BigInt(preview.fee.amount))
  })

  it('a swap whose price moved fails as priceMoved there too', async () => {
    const adapter = evm({ transports: { [chainId]: withoutSimulate() } })
    const { call } = await ethToDusdSwap()
    const price = await dusdPrice()
    await setDusdPrice((price * 102n) / 100n)
    try {
      const preview = await previewFromSender(adapter, [call], false)
      expect(preview).toMatchObject({ status: 'fails', failure: { code: 'priceMoved', callIndex: 0 } })
    } finally {
      await setDusdPrice(price)
    }
  })

  it('an RPC that is down rejects, so the caller can say the preview could not run', async () => {
    const adapter = evm()
    const down = testNetwork({ id: chainId, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } })
    await expect(
      adapter.previewCalls!({
        network: down,
        from: sender().address,
        calls: [{ to: deployer(), value: '1' }],
        keepsTerms: true,
      }),
    ).rejects.toThrow()
  })
})
