import { createTestClient, flushPromises, type TestClientOptions, testBase, testSolana } from '@sigil/test'
import { decodeFunctionData, encodeFunctionData, erc20Abi, getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { DEBOUNCE_MS } from '../constants/index.js'
import { createError } from '../errors/createError.js'
import {
  GAS_PRICE_NETWORK_NOT_SUPPORTED,
  SWAPS_NETWORK_NOT_SUPPORTED,
  USER_REJECTED_REQUEST,
} from '../errors/definitions.js'
import type { TokenBalance } from '../services/blockchain/schemas.js'
import type { SwapToken } from '../services/blockchain/swapSchemas.js'
import { createSwapSession, type SwapSessionState } from './createSwapSession.js'
import { feeReserve } from './swapQuote.js'
import type { SwapService } from './swapService.js'
import type { TransactionOutcome } from './waitForReceipt.js'

const USER = '0x1111111111111111111111111111111111111111'
const NATIVE = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const DUSD = 'eip155:1:0x700b6a60ce7eaaea56f065753d8dcb9653dbad35'
const DESK = '0x82c6d3ed4cd33d8ec1e51d0b5cc1d822eaa0c3dc'
const GAS_PRICE = 1_000_000_000n
const ONE_ETH = 10n ** 18n

const TOKENS: SwapToken[] = [
  { name: 'Ether', symbol: 'ETH', address: NATIVE, decimals: 18, logoUri: '', eip2612: false },
  { name: 'Devnet USD', symbol: 'dUSD', address: DUSD, decimals: 6, logoUri: '', eip2612: false },
]

const held = (eth: string, dusd: string): TokenBalance[] => [
  {
    name: 'Ether',
    symbol: 'ETH',
    chainId: 'eip155:1',
    value: 0,
    price: 3000,
    quantity: { decimals: '18', numeric: eth },
    iconUrl: '',
  },
  {
    name: 'Devnet USD',
    symbol: 'dUSD',
    chainId: 'eip155:1',
    address: DUSD,
    value: 0,
    price: 1,
    quantity: { decimals: '6', numeric: dusd },
    iconUrl: '',
  },
]

type Call = { method: string; parameters: unknown }

/** A swap provider at a fixed price (1 ETH = 3000 dUSD), recording every call. */
function fakeService(options: { allowance?: bigint; balances?: TokenBalance[] } = {}) {
  const calls: Call[] = []
  let balances = options.balances ?? held('2', '1500')
  let allowance = options.allowance ?? 0n
  const record = (method: string, parameters: unknown) => calls.push({ method, parameters })
  const price = (from: string, amount: bigint) =>
    from === NATIVE ? (amount * 3000n) / 10n ** 12n : (amount * 10n ** 12n) / 3000n
  const service: SwapService = {
    async getSwapTokens(network) {
      record('getSwapTokens', network.caipNetworkId)
      return TOKENS
    },
    async getGasPrice(network) {
      record('getGasPrice', network.caipNetworkId)
      return { standard: String(GAS_PRICE), fast: '2', instant: '3' }
    },
    async getBalances(parameters) {
      record('getBalances', { forceUpdate: parameters.forceUpdate ?? false })
      return balances
    },
    async getSwapQuote(parameters) {
      record('getSwapQuote', parameters)
      const amount = BigInt(parameters.amount)
      return [
        {
          id: null,
          fromAmount: amount,
          fromAccount: parameters.from,
          toAmount: price(parameters.from, amount),
          toAccount: parameters.to,
        },
      ]
    },
    async getSwapAllowance(parameters) {
      record('getSwapAllowance', parameters.token)
      return allowance
    },
    async buildSwapApproval(parameters) {
      record('buildSwapApproval', parameters)
      const amount = BigInt(parameters.amount ?? 0n)
      const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [DESK, amount] })
      return { to: DUSD.slice(9) as `0x${string}`, data, value: 0n }
    },
    async buildSwapTransaction(parameters) {
      record('buildSwapTransaction', parameters)
      const amount = BigInt(parameters.amount)
      return {
        to: DESK as `0x${string}`,
        data: '0x5a5a',
        value: parameters.from === NATIVE ? amount : 0n,
        toAmount: price(parameters.from, amount),
      }
    },
  }
  return {
    service,
    calls,
    callsOf: (method: string) => calls.filter((call) => call.method === method),
    setBalances: (next: TokenBalance[]) => {
      balances = next
    },
    setAllowance: (next: bigint) => {
      allowance = next
    },
  }
}

async function connectedClient(options: TestClientOptions = {}) {
  const test = createTestClient(options)
  await test.client.ready()
  await test.client.connect({ connectorId: 'eip155-wallet', namespace: 'eip155' })
  await flushPromises()
  return test
}

/** Every distinct step the session went through, as `stage/phase`. */
function recordSteps(session: { subscribe(listener: () => void): () => void; getState(): SwapSessionState }) {
  const nameOf = ({ step }: SwapSessionState) =>
    step.name === 'running' ? `${step.stage}/${step.phase}` : step.name
  const steps = [nameOf(session.getState())]
  session.subscribe(() => {
    const name = nameOf(session.getState())
    if (steps.at(-1) !== name) steps.push(name)
  })
  return steps
}

const mined: TransactionOutcome = { status: 'success' }

describe('createSwapSession', () => {
  it('R-ERR-10 R-ACCT-24 on a network outside the swap list or not EVM: Network not supported for Swaps, and no request', async () => {
    const fake = fakeService()
    const offList = createSwapSession({
      client: (await connectedClient({ swapChainIds: [testBase.id as number] })).client,
      service: fake.service,
    })
    await offList.load()
    expect(offList.getState()).toMatchObject({
      status: 'unavailable',
      problem: { code: 'sigilError', errorCode: 'SWAPS_NETWORK_NOT_SUPPORTED' },
    })

    const { client } = await connectedClient()

    await client.connect({ connectorId: 'solana-wallet', namespace: 'solana' })
    await client.switchNetwork(testSolana)
    const solana = createSwapSession({ client, service: fake.service })
    await solana.load()
    expect(solana.getState()).toMatchObject({
      status: 'unavailable',
      problem: { code: 'sigilError', errorCode: 'SWAPS_NETWORK_NOT_SUPPORTED' },
    })
    expect(fake.calls).toEqual([])
  })

  it('R-ERR-10 R-ACCT-24 a network the service does not support reads as its error, not as a failure to retry', async () => {
    const { client } = await connectedClient()
    for (const definition of [SWAPS_NETWORK_NOT_SUPPORTED, GAS_PRICE_NETWORK_NOT_SUPPORTED]) {
      const fake = fakeService()
      fake.service.getGasPrice = async () => {
        throw createError(definition)
      }
      const session = createSwapSession({ client, service: fake.service })
      await session.load()
      expect(session.getState()).toMatchObject({
        status: 'unavailable',
        problem: { code: 'sigilError', errorCode: definition.code },
      })
    }
  })

  it('R-ACCT-04 loads the tokens with balances and starts from the native currency to the next token', async () => {
    const { client } = await connectedClient()
    const fake = fakeService()
    const session = createSwapSession({ client, service: fake.service })
    await session.load()
    const state = session.getState()
    expect(state.status).toBe('ready')
    expect(state.from).toMatchObject({ symbol: 'ETH', balance: 2n * ONE_ETH, native: true })
    expect(state.to).toMatchObject({ symbol: 'dUSD', balance: 1_500_000_000n })
    expect(state.gasPrice).toBe(GAS_PRICE)
    expect(fake.callsOf('getBalances')).toEqual([
      { method: 'getBalances', parameters: { forceUpdate: false } },
    ])
  })

  it('R-ACCT-04 R-PERF-08 the quote waits until typing pauses (debounce on the client clock) and only the last amount is quoted', async () => {
    const { client, clock } = await connectedClient()
    const fake = fakeService()
    const session = createSwapSession({ client, service: fake.service })
    await session.load()
    session.setAmount('0')
    session.setAmount('0,')
    session.setAmount('0,5')
    expect(session.getState()).toMatchObject({ amount: '0.5', quote: { status: 'loading' } })
    clock.advance(DEBOUNCE_MS - 1)
    await flushPromises()
    expect(fake.callsOf('getSwapQuote')).toHaveLength(0)
    clock.advance(1)
    await flushPromises()
    expect(fake.callsOf('getSwapQuote')).toHaveLength(1)
    expect(fake.callsOf('getSwapQuote')[0]?.parameters).toMatchObject({
      account: USER,
      from: NATIVE,
      to: DUSD,
      amount: 5n * 10n ** 17n,
      gasPrice: GAS_PRICE,
    })
    const { quote } = session.getState()
    expect(quote.status === 'ready' && quote.details).toMatchObject({
      toAmount: 1_500_000_000n,
      rate: 3_000_000_000n,
      minimumReceived: 1_485_000_000n,
      slippagePercent: 1,
      needsApproval: false,
    })
    // Selling the native currency needs no allowance, so none is asked for.
    expect(fake.callsOf('getSwapAllowance')).toHaveLength(0)
  })

  it('R-ACCT-04 a wrong amount says why and is not quoted; one above the balance is quoted but cannot be swapped', async () => {
    const { client, clock } = await connectedClient()
    const fake = fakeService()
    const session = createSwapSession({ client, service: fake.service })
    await session.load()
    session.setAmount('1.2.3')
    expect(session.getState()).toMatchObject({
      amountError: { code: 'invalidAmount' },
      quote: { status: 'idle' },
    })
    session.flip()
    session.setAmount('1.1234567')
    expect(session.getState().amountError).toEqual({ code: 'tooManyDecimals', symbol: 'dUSD', decimals: 6 })
    session.setAmount('2000')
    clock.advance(DEBOUNCE_MS)
    await flushPromises()
    expect(session.getState()).toMatchObject({
      amountError: { code: 'insufficientBalance', symbol: 'dUSD' },
      quote: { status: 'ready' },
    })
    await session.submit()
    expect(fake.callsOf('buildSwapTransaction')).toHaveLength(0)
    expect(session.getState().step).toEqual({ name: 'idle' })
  })

  it('R-ACCT-04 an amount beyond any token amount is refused in the form and no quote is asked for', async () => {
    const { client, clock } = await connectedClient()
    const fake = fakeService()
    const session = createSwapSession({ client, service: fake.service })
    await session.load()
    session.setAmount(`1${'0'.repeat(80)}`)
    clock.advance(DEBOUNCE_MS)
    await flushPromises()
    expect(session.getState()).toMatchObject({
      amountError: { code: 'insufficientBalance' },
      quote: { status: 'idle' },
    })
    expect(fake.callsOf('getSwapQuote')).toHaveLength(0)
  })

  it('R-ACCT-04 Max leaves the fee reserve on the native currency and takes the whole token balance', async () => {
    const { client } = await connectedClient()
    const fake = fakeService()
    const session = createSwapSession({ client, service: fake.service })
    await session.load()
    session.setMax()
    const reserve = feeReserve(GAS_PRICE)
    expect(BigInt(session.getState().amount.replace('.', '').padEnd(19, '0'))).toBe(2n * ONE_ETH - reserve)
    session.flip()
    session.setMax()
    expect(session.getState().amount).toBe('1500')
  })

  it('R-ACCT-04 selling ETH: one wallet request, waited until mined, then balances read afresh', async () => {
    const { client, clock, evm } = await connectedClient()
    const fake = fakeService()
    const waited: string[] = []
    const session = createSwapSession({
      client,
      service: fake.service,
      waitForTransaction: async (hash) => {
        waited.push(hash)
        return mined
      },
    })
    const steps = recordSteps(session)
    await session.load()
    session.setAmount('0.5')
    clock.advance(DEBOUNCE_MS)
    await flushPromises()
    fake.setBalances(held('1.49', '3000'))
    await session.submit()
    expect(steps).toEqual(['idle', 'swap/preparing', 'swap/wallet', 'swap/pending', 'done'])
    const sends = evm.callsOf('sendTransaction').map((call) => call.parameters)
    expect(sends).toEqual([
      expect.objectContaining({ to: DESK, data: '0x5a5a', value: String(5n * 10n ** 17n), from: USER }),
    ])
    expect(waited).toEqual([`0x${'ab'.repeat(32)}`])
    const state = session.getState()
    expect(state.step).toMatchObject({ name: 'done', sold: 5n * 10n ** 17n, received: 1_500_000_000n })
    expect(state.amount).toBe('')
    expect(state.from?.balance).toBe(149n * 10n ** 16n)
    expect(state.to?.balance).toBe(3_000_000_000n)
    // The two tokens of the swap are named, so the service reads them afresh (CAIP-10).
    expect(fake.callsOf('getBalances').at(-1)?.parameters).toEqual({
      forceUpdate: [
        'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
        expect.stringMatching(/^eip155:1:0x/),
      ],
    })
  })

  it("R-ACCT-04 without a waiter given, the adapter's own waitForTransaction awaits the swap", async () => {
    const { client, clock, evm } = await connectedClient()
    const asked: unknown[] = []
    Object.assign(evm, {
      waitForTransaction: async (parameters: { hash: string }) => {
        asked.push(parameters)
        return { status: 'success' }
      },
    })
    const session = createSwapSession({ client, service: fakeService().service })
    await session.load()
    session.setAmount('0.5')
    clock.advance(DEBOUNCE_MS)
    await flushPromises()
    await session.submit()
    expect(session.getState().step.name).toBe('done')
    expect(asked).toEqual([
      expect.objectContaining({ hash: `0x${'ab'.repeat(32)}`, network: expect.objectContaining({ id: 1 }) }),
    ])
  })

  it('R-ACCT-04 selling a token with a short allowance: approval first (its own wallet request, mined), then the swap', async () => {
    const { client, clock, evm } = await connectedClient()
    const fake = fakeService({ allowance: 10n })
    const session = createSwapSession({
      client,
      service: fake.service,
      waitForTransaction: async () => mined,
    })
    const steps = recordSteps(session)
    await session.load()
    session.flip()
    session.setAmount('300')
    clock.advance(DEBOUNCE_MS)
    await flushPromises()
    const { quote } = session.getState()
    expect(quote.status === 'ready' && quote.details.needsApproval).toBe(true)
    await session.submit()
    expect(steps).toEqual([
      'idle',
      'approve/preparing',
      'approve/wallet',
      'approve/pending',
      'swap/preparing',
      'swap/wallet',
      'swap/pending',
      'done',
    ])
    expect(fake.callsOf('buildSwapApproval')[0]?.parameters).toMatchObject({
      from: DUSD,
      to: NATIVE,
      amount: 300_000_000n,
    })
    expect(evm.callsOf('sendTransaction').map((call) => (call.parameters as { to: string }).to)).toEqual([
      DUSD.slice(9),
      DESK,
    ])
    expect(fake.callsOf('buildSwapTransaction')[0]?.parameters).toMatchObject({
      from: DUSD,
      to: NATIVE,
      amount: 300_000_000n,
    })
  })

  /** A session about to sell 300 dUSD (quoted) with the given allowance on the chain. */
  async function quotedDusdSale(allowance: bigint, config: Parameters<typeof connectedClient>[0] = {}) {
    const test = await connectedClient(config)
    const fake = fakeService({ allowance })
    const session = createSwapSession({
      client: test.client,
      service: fake.service,
      waitForTransaction: async () => mined,
    })
    const steps = recordSteps(session)
    await session.load()
    session.flip()
    session.setAmount('300')
    test.clock.advance(DEBOUNCE_MS)
    await flushPromises()
    return { ...test, fake, session, steps }
  }

  const approvalsIn = (data: readonly `0x${string}`[]) =>
    data.map((entry) => decodeFunctionData({ abi: erc20Abi, data: entry }).args)

  /** The same sale, submitted: what the wallet was asked to approve, in order. */
  async function sellDusd(allowance: bigint, config: Parameters<typeof connectedClient>[0] = {}) {
    const { session, steps, evm } = await quotedDusdSale(allowance, config)
    await session.submit()
    const sent = evm
      .callsOf('sendTransaction')
      .map((call) => call.parameters as { to: string; data: `0x${string}` })
    const approvals = approvalsIn(
      sent.filter((entry) => entry.to === DUSD.slice(9)).map((entry) => entry.data),
    )
    return { session, steps, approvals, sent }
  }

  it('R-ACCT-35 a USDT-like token with a non-zero, short allowance is approved to zero first, then to the amount, then swapped', async () => {
    const dusd = DUSD.slice(9)
    const { session, steps, approvals, sent } = await sellDusd(10n, { allowanceResetTokens: { 1: [dusd] } })
    expect(approvals).toEqual([
      [getAddress(DESK), 0n],
      [getAddress(DESK), 300_000_000n],
    ])
    expect(sent).toHaveLength(3)
    expect(steps).toEqual([
      'idle',
      'approve/preparing',
      'approve/wallet',
      'approve/pending',
      'approve/wallet',
      'approve/pending',
      'swap/preparing',
      'swap/wallet',
      'swap/pending',
      'done',
    ])
    expect(session.getState().step.name).toBe('done')
  })

  it('R-ACCT-35 no reset when the allowance is already zero, or when the token is not in the table', async () => {
    const dusd = DUSD.slice(9)
    const fromZero = await sellDusd(0n, { allowanceResetTokens: { 1: [dusd] } })
    expect(fromZero.approvals).toEqual([[getAddress(DESK), 300_000_000n]])
    const notListed = await sellDusd(10n, { allowanceResetTokens: { 1: [] } })
    expect(notListed.approvals).toEqual([[getAddress(DESK), 300_000_000n]])
    // The default table names mainnet USDT, not this token.
    const byDefault = await sellDusd(10n)
    expect(byDefault.approvals).toEqual([[getAddress(DESK), 300_000_000n]])
  })

  it('R-ACCT-35 a refused reset stops before the approval and says so', async () => {
    const { session, evm, fake } = await quotedDusdSale(10n, { allowanceResetTokens: { 1: [DUSD.slice(9)] } })
    const asked: `0x${string}`[] = []
    evm.sendTransaction = async (parameters) => {
      asked.push(parameters.data as `0x${string}`)
      throw createError(USER_REJECTED_REQUEST)
    }
    await session.submit()
    expect(session.getState().step).toMatchObject({ name: 'failed', approval: true, stage: 'approve' })
    expect(approvalsIn(asked)).toEqual([[getAddress(DESK), 0n]])
    expect(fake.callsOf('buildSwapTransaction')).toHaveLength(0)
  })

  it('R-ACCT-04 an allowance that became enough since the quote skips the approval', async () => {
    const { client, clock, evm } = await connectedClient()
    const fake = fakeService({ allowance: 0n })
    const session = createSwapSession({
      client,
      service: fake.service,
      waitForTransaction: async () => mined,
    })
    await session.load()
    session.flip()
    session.setAmount('300')
    clock.advance(DEBOUNCE_MS)
    await flushPromises()
    fake.setAllowance(10n ** 30n)
    await session.submit()
    expect(fake.callsOf('buildSwapApproval')).toHaveLength(0)
    expect(evm.callsOf('sendTransaction')).toHaveLength(1)
    expect(session.getState().step.name).toBe('done')
  })

  it('R-ACCT-04 a refusal in the wallet stops at that step, says so, and can be tried again', async () => {
    const { client, clock, evm } = await connectedClient()
    const fake = fakeService({ allowance: 0n })
    const session = createSwapSession({
      client,
      service: fake.service,
      waitForTransaction: async () => mined,
    })
    await session.load()
    session.flip()
    session.setAmount('300')
    clock.advance(DEBOUNCE_MS)
    await flushPromises()
    const send = evm.sendTransaction!
    evm.sendTransaction = async () => {
      throw createError(USER_REJECTED_REQUEST)
    }
    await session.submit()
    expect(session.getState().step).toEqual({
      name: 'failed',
      approval: true,
      stage: 'approve',
      problem: { code: 'walletRejected' },
    })
    expect(fake.callsOf('buildSwapTransaction')).toHaveLength(0)
    evm.sendTransaction = send
    await session.submit()
    expect(session.getState().step.name).toBe('done')
  })

  it('R-ACCT-04 a swap reverted on chain is a failure in words', async () => {
    const { client, clock } = await connectedClient()
    const fake = fakeService()
    const session = createSwapSession({
      client,
      service: fake.service,
      waitForTransaction: async () => ({ status: 'reverted' }),
    })
    await session.load()
    session.setAmount('0.1')
    clock.advance(DEBOUNCE_MS)
    await flushPromises()
    await session.submit()
    expect(session.getState().step).toEqual({
      name: 'failed',
      approval: false,
      stage: 'swap',
      problem: { code: 'stepReverted', stage: 'swap' },
    })
  })

  it('an answer to an older quote is dropped when the amount changed meanwhile', async () => {
    const { client, clock } = await connectedClient()
    const fake = fakeService()
    const slow: (() => void)[] = []
    const quote = fake.service.getSwapQuote
    fake.service.getSwapQuote = (parameters) =>
      new Promise((resolve) => slow.push(() => resolve(quote(parameters))))
    const session = createSwapSession({ client, service: fake.service })
    await session.load()
    session.setAmount('1')
    clock.advance(DEBOUNCE_MS)
    session.setAmount('0.5')
    clock.advance(DEBOUNCE_MS)
    slow[1]?.()
    await flushPromises()
    slow[0]?.()
    await flushPromises()
    const state = session.getState().quote
    expect(state.status === 'ready' && state.details.fromAmount).toBe(5n * 10n ** 17n)
  })

  it('a service failure while loading can be retried', async () => {
    const { client } = await connectedClient()
    const fake = fakeService()
    const tokens = fake.service.getSwapTokens
    fake.service.getSwapTokens = async () => {
      throw new Error('socket hang up')
    }
    const session = createSwapSession({ client, service: fake.service })
    await session.load()
    expect(session.getState()).toMatchObject({ status: 'error', problem: { code: 'somethingWrong' } })
    fake.service.getSwapTokens = tokens
    await session.load()
    expect(session.getState().status).toBe('ready')
  })

  it('the router data picks the tokens and the amount', async () => {
    const { client } = await connectedClient()
    const session = createSwapSession({
      client,
      service: fakeService().service,
      initial: { from: 'dusd', to: NATIVE, amount: '12.5' },
    })
    await session.load()
    expect(session.getState()).toMatchObject({
      from: { symbol: 'dUSD' },
      to: { symbol: 'ETH' },
      amount: '12.5',
    })
  })
})
