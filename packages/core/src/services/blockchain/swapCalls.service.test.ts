import { clearFaultsAndRequests, devnetBlockchainClient, evmNetwork, useDevnet } from '@sigil/test/devnet'
import { decodeFunctionData, maxUint256, parseAbi, parseEther, parseUnits } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { solana } from '../../caip/networks/index.js'
import type { CaipNetwork } from '../../caip/types.js'
import type { BlockchainClientOptions } from './createBlockchainClient.js'
import { NATIVE_TOKEN_ADDRESS } from './swapCalls.js'

const swapAbi = parseAbi([
  'function swapExactIn(address tokenIn, address tokenOut, uint256 amountIn, uint256 minAmountOut, address recipient)',
])
const approveAbi = parseAbi(['function approve(address spender, uint256 amount)'])

const { devnet, admin } = useDevnet(clearFaultsAndRequests)
let network: CaipNetwork
let eth: string
let dusd: string
let account: string

beforeAll(() => {
  const chainId = devnet.chains[0]!.chainId
  network = evmNetwork(chainId)
  eth = `${network.caipNetworkId}:${NATIVE_TOKEN_ADDRESS}`
  dusd = `${network.caipNetworkId}:${devnet.contracts[chainId]!.erc20}`
  account = devnet.accounts[0]!.address
})

const client = (overrides: Partial<BlockchainClientOptions> = {}) => devnetBlockchainClient(devnet, overrides)

const requests = async (suffix: string) =>
  (await admin.requests('blockchain')).filter((request) => request.path.endsWith(suffix))

describe('swap calls against devnet', () => {
  it('R-API-15 quotes carry amount, userAddress, from, to and gasPrice and price the pair on chain', async () => {
    const blockchain = client()
    const quotes = await blockchain.getSwapQuote({
      network,
      account,
      from: eth,
      to: dusd,
      amount: parseEther('1'),
      gasPrice: 1_000_000_000n,
    })
    // 1 ETH at 3000 dUSD, less the desk's 0.3% fee, in dUSD base units (6 decimals).
    expect(quotes).toEqual([
      expect.objectContaining({
        fromAmount: parseEther('1'),
        fromAccount: eth,
        toAmount: parseUnits('2991', 6),
        toAccount: dusd,
      }),
    ])
    const [request] = await requests('/v1/convert/quotes')
    expect(request!.query).toMatchObject({
      amount: parseEther('1').toString(),
      userAddress: `${network.caipNetworkId}:${account}`,
      from: eth,
      to: dusd,
      gasPrice: '1000000000',
      projectId: devnet.projectId,
      st: 'sigil',
      sv: '0.1.0',
    })
  })

  it('R-API-18 the allowance is read from the token; the native currency needs none', async () => {
    const blockchain = client()
    expect(await blockchain.getSwapAllowance({ network, account, token: dusd })).toBe(0n)
    expect(await blockchain.getSwapAllowance({ network, account, token: eth })).toBe(maxUint256)
    const [request] = await requests('/v1/convert/allowance')
    expect(request!.query).toMatchObject({
      tokenAddress: dusd,
      userAddress: `${network.caipNetworkId}:${account}`,
    })
  })

  it('R-API-21 build-approve returns an approval of the swap desk on the source token', async () => {
    const blockchain = client()
    const amount = parseUnits('25', 6)
    const approval = await blockchain.buildSwapApproval({ network, account, from: dusd, to: eth, amount })
    expect(approval.to.toLowerCase()).toBe(devnet.contracts[network.id as number]!.erc20.toLowerCase())
    expect(approval.value).toBe(0n)
    expect(approval.gasPrice).toBeGreaterThan(0n)
    const { functionName, args } = decodeFunctionData({ abi: approveAbi, data: approval.data })
    expect(functionName).toBe('approve')
    expect(String(args[0]).toLowerCase()).toBe(devnet.contracts[network.id as number]!.swap.toLowerCase())
    expect(args[1]).toBe(amount)
    const [request] = await requests('/v1/convert/build-approve')
    expect(request!.query).toMatchObject({ from: dusd, to: eth, amount: amount.toString() })
  })

  it('R-API-20 R-ACCT-27 build-transaction sends slippage 1 as eip155.slippage and builds the swap', async () => {
    const blockchain = client()
    const amount = parseEther('0.5')
    const built = await blockchain.buildSwapTransaction({ network, account, from: eth, to: dusd, amount })
    expect(built.to.toLowerCase()).toBe(devnet.contracts[network.id as number]!.swap.toLowerCase())
    expect(built.value).toBe(amount)
    expect(built.toAmount).toBe(parseUnits('1495.5', 6))
    expect(built.gas).toBeGreaterThan(21_000n)
    const { args } = decodeFunctionData({ abi: swapAbi, data: built.data })
    const [tokenIn, tokenOut, amountIn, minAmountOut, recipient] = args
    expect(String(tokenIn).toLowerCase()).toBe(NATIVE_TOKEN_ADDRESS)
    expect(String(tokenOut).toLowerCase()).toBe(dusd.split(':')[2]!.toLowerCase())
    expect(amountIn).toBe(amount)
    // The service turns the slippage it received into the minimum output: 1% below the quote.
    expect(minAmountOut).toBe((built.toAmount * 99n) / 100n)
    expect(recipient).toBe(account)
  })

  it('R-API-20 disableEstimate is passed on: the service then reports its fixed gas', async () => {
    const blockchain = client()
    const common = { network, account, from: dusd, to: eth, amount: parseUnits('10', 6) }
    // Without an allowance the estimate fails, so the service refuses unless asked not to estimate.
    await expect(blockchain.buildSwapTransaction(common)).rejects.toMatchObject({ status: 400 })
    const built = await blockchain.buildSwapTransaction({ ...common, disableEstimate: true })
    expect(built.gas).toBe(250_000n)
    expect(built.value).toBe(0n)
  })

  it('R-ACCT-24 every swap call is skipped for a network the service does not support', async () => {
    const blockchain = client()
    const unsupported = evmNetwork(1)
    const on = (n: CaipNetwork) => ({
      network: n,
      account,
      from: `${n.caipNetworkId}:${NATIVE_TOKEN_ADDRESS}`,
      to: `${n.caipNetworkId}:${devnet.contracts[network.id as number]!.erc20}`,
    })
    const calls = [
      () => blockchain.getSwapQuote({ ...on(unsupported), amount: 1n, gasPrice: 1n }),
      () => blockchain.getSwapAllowance({ network: unsupported, account, token: on(unsupported).to }),
      () =>
        blockchain.buildSwapApproval({
          ...on(unsupported),
          from: on(unsupported).to,
          to: on(unsupported).from,
        }),
      () => blockchain.buildSwapTransaction({ ...on(unsupported), amount: 1n }),
      // Swaps are EVM only: a Solana network is refused the same way.
      () => blockchain.getSwapQuote({ ...on(solana), amount: 1n, gasPrice: 1n }),
    ]
    for (const call of calls)
      await expect(call()).rejects.toMatchObject({
        code: 'SWAPS_NETWORK_NOT_SUPPORTED',
        message: 'Network not supported for Swaps',
      })
    expect((await admin.requests('blockchain')).map((request) => request.path)).toEqual([
      '/blockchain/v1/supported-chains',
    ])
  })

  it('R-API-32 bad swap input is refused before any request', async () => {
    const blockchain = client()
    const base = { network, account, from: eth, to: dusd }
    await expect(blockchain.getSwapQuote({ ...base, amount: 0n, gasPrice: 1n })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
    })
    await expect(blockchain.getSwapQuote({ ...base, amount: '1.5', gasPrice: 1n })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
    })
    await expect(
      blockchain.buildSwapTransaction({ ...base, account: 'not-an-address', amount: 1n }),
    ).rejects.toMatchObject({ code: 'INVALID_INPUT' })
    await expect(
      blockchain.buildSwapTransaction({ ...base, to: `eip155:31338:${dusd.split(':')[2]}`, amount: 1n }),
    ).rejects.toMatchObject({ code: 'INVALID_INPUT' })
    await expect(blockchain.buildSwapApproval({ ...base })).rejects.toMatchObject({ code: 'INVALID_INPUT' })
    expect(await admin.requests('blockchain')).toEqual([])
  })

  it('R-API-32 swap calls fail with typed errors on 5xx, malformed JSON and a hang, then recover', async () => {
    const blockchain = client()
    // Only the hang needs a short timeout; the other calls keep the default on a busy machine.
    const impatient = client({ timeoutMs: 300 })
    const quote = () =>
      blockchain.getSwapQuote({
        network,
        account,
        from: eth,
        to: dusd,
        amount: parseEther('1'),
        gasPrice: 1n,
      })
    await admin.setFault('swapQuotes', 503, 1)
    await expect(quote()).rejects.toMatchObject({ code: 'HTTP_STATUS_ERROR', status: 503 })
    await admin.setFault('buildSwapTransaction', 'malformed', 1)
    await expect(
      blockchain.buildSwapTransaction({ network, account, from: eth, to: dusd, amount: 1n }),
    ).rejects.toMatchObject({ code: 'INVALID_RESPONSE' })
    await admin.setFault('buildApprove', 'hang', 1)
    await expect(
      impatient.buildSwapApproval({ network, account, from: dusd, to: eth }),
    ).rejects.toMatchObject({ code: 'SOMETHING_WENT_WRONG' })
    await admin.setFault('swapAllowance', 500, 1)
    await expect(blockchain.getSwapAllowance({ network, account, token: dusd })).rejects.toMatchObject({
      status: 500,
    })
    expect((await quote())[0]!.toAmount).toBe(parseUnits('2991', 6))
  })
})
