import { createFakeAdapter, createTestClient, testBitcoin, testMainnet, testSolana } from '@sigil/test'
import { describe, expect, it } from 'vitest'
import type { TokenTransferParameters } from '../adapter.js'
import type { SendToken } from './sendState.js'
import { sendTokens } from './sendTokens.js'

const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const TOKEN = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
const eth: SendToken = {
  name: 'Ether',
  symbol: 'ETH',
  decimals: 18,
  caipNetworkId: 'eip155:1',
  balance: '1.5',
}
const dusd: SendToken = {
  name: 'Devnet USD',
  symbol: 'dUSD',
  decimals: 6,
  caipNetworkId: 'eip155:1',
  address: TOKEN,
  balance: '100',
}

async function connectedEvm() {
  const test = createTestClient()
  await test.client.ready()
  await test.client.connect({ connectorId: 'eip155-wallet', namespace: 'eip155' })
  const transfers: TokenTransferParameters[] = []
  const evm = Object.assign(test.evm, {
    async buildTokenTransfer(parameters: TokenTransferParameters) {
      transfers.push(parameters)
      return { to: parameters.token, value: '0', data: `0xa9059cbb${parameters.amount}` }
    },
  })
  return { ...test, evm, transfers }
}

const codeOf = async (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: { code?: string; shortMessage?: string }) => `${error.code}: ${error.shortMessage}`,
  )

describe('sendTokens', () => {
  it('R-ACCT-03 the native coin is the value of a transaction to the receiver, in the smallest unit', async () => {
    const { client, evm } = await connectedEvm()
    const sent = await sendTokens(client, { token: eth, sendTokenAmount: '0.25', receiverAddress: RECEIVER })
    expect(sent.hash).toBe(`0x${'ab'.repeat(32)}`)
    expect(sent.network.caipNetworkId).toBe('eip155:1')
    expect(evm.callsOf('sendTransaction').map((call) => call.parameters)).toEqual([
      expect.objectContaining({
        to: RECEIVER,
        value: '250000000000000000',
        from: '0x1111111111111111111111111111111111111111',
      }),
    ])
    const [call] = evm.callsOf('sendTransaction')
    expect(call?.parameters).not.toHaveProperty('data')
  })

  it("R-ACCT-03 a token goes through the adapter's token transfer, sent from the connected account", async () => {
    const { client, evm, transfers } = await connectedEvm()
    await sendTokens(client, { token: dusd, sendTokenAmount: '12.5', receiverAddress: RECEIVER })
    expect(transfers).toEqual([
      {
        network: expect.objectContaining({ caipNetworkId: 'eip155:1' }),
        token: TOKEN,
        to: RECEIVER,
        amount: '12500000',
      },
    ])
    expect(evm.callsOf('sendTransaction').map((call) => call.parameters)).toEqual([
      expect.objectContaining({ to: TOKEN, value: '0', data: '0xa9059cbb12500000' }),
    ])
  })

  it("R-ACCT-19 R-ERR-11 each missing field raises the catalogue's error and nothing reaches the wallet", async () => {
    const { client, evm } = await connectedEvm()
    const form = { token: dusd, sendTokenAmount: '1', receiverAddress: RECEIVER }
    expect(await codeOf(sendTokens(client, { ...form, token: undefined }))).toBe(
      'SEND_TOKEN_REQUIRED: A token is required',
    )
    expect(await codeOf(sendTokens(client, { ...form, sendTokenAmount: undefined }))).toBe(
      'SEND_AMOUNT_AND_RECEIVER_REQUIRED: An amount and receiver address are required',
    )
    expect(await codeOf(sendTokens(client, { ...form, receiverAddress: undefined }))).toBe(
      'SEND_AMOUNT_AND_RECEIVER_REQUIRED: An amount and receiver address are required',
    )
    expect(await codeOf(sendTokens(client, { ...form, sendTokenAmount: '101' }))).toBe(
      'INVALID_INPUT: Invalid amount: more than the balance',
    )
    expect(await codeOf(sendTokens(client, { ...form, sendTokenAmount: '0' }))).toBe(
      'INVALID_INPUT: Invalid amount: nothing to send',
    )
    expect(await codeOf(sendTokens(client, { ...form, receiverAddress: '0x1234' }))).toBe(
      'INVALID_ADDRESS: Invalid address',
    )
    expect(
      await codeOf(sendTokens(client, { ...form, token: { ...dusd, caipNetworkId: 'eip155:8453' } })),
    ).toMatch(/^INVALID_INPUT: Invalid token: dUSD is on eip155:8453/)
    expect(evm.callsOf('sendTransaction')).toEqual([])
  })

  it("R-ACCT-23 R-ERR-11 on a bip122 network send throws 'Unsupported chain' before anything else", async () => {
    const bitcoin = createFakeAdapter({ namespace: 'bip122', chainId: testBitcoin.id })
    const { client } = createTestClient({ adapters: [bitcoin], networks: [testBitcoin] })
    await client.ready()
    await client.connect({ connectorId: 'bip122-wallet', namespace: 'bip122' })
    expect(client.getState().chain.activeNetwork?.chainNamespace).toBe('bip122')
    const btc: SendToken = {
      name: 'Bitcoin',
      symbol: 'BTC',
      decimals: 8,
      caipNetworkId: testBitcoin.caipNetworkId,
      balance: '1',
    }
    expect(
      await codeOf(sendTokens(client, { token: btc, sendTokenAmount: '0.1', receiverAddress: 'bc1q' })),
    ).toBe('SEND_UNSUPPORTED_CHAIN: Unsupported chain')
    expect(await codeOf(sendTokens(client, {}))).toBe('SEND_UNSUPPORTED_CHAIN: Unsupported chain')
    expect(bitcoin.callsOf('sendTransaction')).toEqual([])
  })

  it('R-ACCT-23 Solana can send its native coin to a base58 address', async () => {
    const { client, solana } = createTestClient({ networks: [testSolana, testMainnet] })
    await client.ready()
    await client.connect({ connectorId: 'solana-wallet', namespace: 'solana' })
    const sol: SendToken = {
      name: 'Solana',
      symbol: 'SOL',
      decimals: 9,
      caipNetworkId: testSolana.caipNetworkId,
      balance: '2',
    }
    const to = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
    await sendTokens(client, { token: sol, sendTokenAmount: '1.5', receiverAddress: to })
    expect(solana.callsOf('sendTransaction').map((call) => call.parameters)).toEqual([
      expect.objectContaining({ to, value: '1500000000' }),
    ])
  })

  it("R-ACCT-23 a token on an adapter that cannot transfer tokens is 'Unsupported chain'", async () => {
    const test = createTestClient()
    await test.client.ready()
    await test.client.connect({ connectorId: 'eip155-wallet', namespace: 'eip155' })
    expect(
      await codeOf(sendTokens(test.client, { token: dusd, sendTokenAmount: '1', receiverAddress: RECEIVER })),
    ).toBe('SEND_UNSUPPORTED_CHAIN: Unsupported chain')
    expect(test.evm.callsOf('sendTransaction')).toEqual([])
  })

  it('R-ACCT-03 nothing is sent while no account is connected', async () => {
    const { client, evm } = createTestClient({ networks: [testMainnet] })
    await client.ready()
    expect(
      await codeOf(sendTokens(client, { token: eth, sendTokenAmount: '1', receiverAddress: RECEIVER })),
    ).toMatch(/^NOT_CONNECTED: /)
    expect(evm.callsOf('sendTransaction')).toEqual([])
  })
})
