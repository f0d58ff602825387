import { createPublicClient, createWalletClient, type Hex, http, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type Devnet, startDevnet } from '../start-devnet.js'
import type { HistoryPage } from './history-view.js'

let devnet: Devnet
let eth: string
let dusd: string
let user: string
let quote: Record<string, string>
let swap: Record<string, unknown>

beforeAll(async () => {
  devnet = await startDevnet()
  eth = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
  dusd = `eip155:31337:${devnet.contracts[31337]!.erc20}`
  user = `eip155:31337:${devnet.accounts[4]!.address}`
  quote = { amount: '1000000', userAddress: user, from: dusd, to: eth, gasPrice: '1' }
  swap = { amount: '1000000', from: dusd, to: eth, userAddress: user, eip155: { slippage: 1 } }
})
afterAll(() => devnet?.stop())
afterEach(() => fetch(`${devnet.urls.admin}/faults`, { method: 'DELETE' }))

async function get(path: string, params: Record<string, string>) {
  const query = new URLSearchParams({ projectId: 'devnet', ...params })
  const response = await fetch(`${devnet.urls.blockchain}${path}?${query}`)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function buildSwap(body: Record<string, unknown>) {
  const response = await fetch(`${devnet.urls.blockchain}/v1/convert/build-transaction`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ projectId: 'devnet', ...body }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const message = (result: { body: Record<string, unknown> }) => String(result.body.message)

describe('swap routes', () => {
  it('R-API-15 a quote is refused with a clear 400 for each bad parameter', async () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ amount: '' }, /missing required parameter: amount/],
      [{ amount: '1.5' }, /amount must be a whole number/],
      [{ amount: '0' }, /greater than 0/],
      [{ from: 'ETH' }, /from must be a CAIP-10 address/],
      [{ from: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee' }, /network eip155:1 is not supported/],
      [{ to: dusd }, /same token/],
      [{ to: `eip155:31337:${devnet.contracts[31337]!.erc721}` }, /not a token this service can swap/],
      [{ to: 'eip155:31338:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee' }, /same network/],
      [
        { userAddress: 'eip155:31338:0x0000000000000000000000000000000000000001' },
        /userAddress is on eip155:31338/,
      ],
      [{ gasPrice: 'fast' }, /gasPrice must be a whole number of wei/],
    ]
    for (const [change, expected] of cases) {
      const result = await get('/v1/convert/quotes', { ...quote, ...change })
      expect(result.status).toBe(400)
      expect(message(result)).toMatch(expected)
    }
    const withoutProject = await fetch(
      `${devnet.urls.blockchain}/v1/convert/quotes?${new URLSearchParams(quote)}`,
    )
    expect(withoutProject.status).toBe(400)
  })

  it('R-API-15 a quote larger than the desk can pay is refused', async () => {
    const result = await get('/v1/convert/quotes', { ...quote, amount: parseUnits('9000000', 6).toString() })
    expect(result.status).toBe(400)
    expect(message(result)).toMatch(/insufficient liquidity/)
  })

  it('R-API-20 build-transaction wants eip155.slippage (0 to 50, no permit) and a CAIP-10 userAddress', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ eip155: undefined }, /eip155.slippage is required/],
      [{ eip155: { slippage: 0.5 } }, /whole percent/],
      [{ eip155: { slippage: 51 } }, /at most 50/],
      [{ eip155: { slippage: 1, permit: '0x00' } }, /permit is not supported/],
      [{ userAddress: devnet.accounts[4]!.address }, /userAddress must be a CAIP-10 address/],
      [{ disableEstimate: 'yes' }, /disableEstimate must be a boolean/],
      [{ from: 31337 }, /from must be text, got 31337/],
      [{ amount: { value: 1 } }, /amount must be a whole number of base units/],
      [{}, /the swap would revert: InsufficientAllowance\(0, 1000000\)/],
    ]
    for (const [change, expected] of cases) {
      const result = await buildSwap({ ...swap, ...change })
      expect(result.status).toBe(400)
      expect(message(result)).toMatch(expected)
    }
    expect((await buildSwap({ ...swap, disableEstimate: true })).status).toBe(200)
  })

  it('R-API-18 R-API-21 allowance and build-approve check their parameters', async () => {
    const allowance = await get('/v1/convert/allowance', { tokenAddress: 'dUSD', userAddress: user })
    expect(allowance.status).toBe(400)
    expect(message(allowance)).toMatch(/tokenAddress must be a CAIP-10 address/)
    const native = await get('/v1/convert/build-approve', { userAddress: user, from: eth, to: dusd })
    expect(native.status).toBe(400)
    expect(message(native)).toMatch(/needs no approval/)
    const noUser = await get('/v1/convert/build-approve', { from: dusd, to: eth })
    expect(message(noUser)).toMatch(/missing required parameter: userAddress/)
  })

  it('every swap route answers its fault switch', async () => {
    const routes: [string, () => Promise<{ status: number }>][] = [
      ['swapQuotes', () => get('/v1/convert/quotes', quote)],
      ['swapAllowance', () => get('/v1/convert/allowance', { tokenAddress: dusd, userAddress: user })],
      ['buildApprove', () => get('/v1/convert/build-approve', { userAddress: user, from: dusd, to: eth })],
      ['buildSwapTransaction', () => buildSwap(swap)],
    ]
    for (const [route, call] of routes) {
      await fetch(`${devnet.urls.admin}/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ route, mode: 429, times: 1 }),
      })
      expect((await call()).status).toBe(429)
    }
  })

  it('R-ACCT-09 a swap sent from the built transactions shows both legs in the history', async () => {
    const account = privateKeyToAccount(devnet.accounts[4]!.privateKey)
    const wallet = createWalletClient({ account, chain: foundry, transport: http(devnet.urls.rpc[31337]) })
    const chain = createPublicClient({ chain: foundry, transport: http(devnet.urls.rpc[31337]) })
    // Each step waits until its transaction is mined: the next one depends on it.
    const send = async (tx: { to: string; data: Hex; value?: bigint }) => {
      const to = tx.to.split(':')[2] as Hex
      const hash = await wallet.sendTransaction({ to, data: tx.data, value: tx.value ?? 0n })
      expect((await chain.waitForTransactionReceipt({ hash })).status).toBe('success')
      return hash
    }

    const buy = await buildSwap({ ...swap, from: eth, to: dusd, amount: '1000000000000000000' })
    const buyTx = buy.body.tx as { to: string; data: Hex }
    await send({ ...buyTx, value: 10n ** 18n })
    const approve = await get('/v1/convert/build-approve', { userAddress: user, from: dusd, to: eth })
    const approveTx = approve.body.tx as { from: string; data: Hex }
    await send({ to: approveTx.from, data: approveTx.data })
    const sell = await buildSwap({ ...swap, amount: parseUnits('300', 6).toString() })
    expect(sell.status).toBe(200)
    const sellTx = sell.body.tx as { to: string; data: Hex; amount: string }
    const hash = await send(sellTx)

    const history = (await get(`/v1/account/${account.address}/history`, { chainId: 'eip155:31337' }))
      .body as unknown as HistoryPage
    const entry = history.data.find((transaction) => transaction.id === hash)!
    expect(entry.transfers.map((t) => [t.fungible_info?.symbol, t.direction, t.quantity.numeric])).toEqual([
      ['dUSD', 'out', '300'],
      // Paid out by the desk in an internal call; the indexer reads it from the desk's Swap event.
      ['ETH', 'in', '0.0997'],
    ])
  })
})
