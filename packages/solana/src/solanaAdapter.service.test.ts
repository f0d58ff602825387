import { createSigil, decodeBase58, defineNetwork, type SigilClient } from '@sigil/core'
import { createSendController } from '@sigil/core/internal'
import { solanaDevnet } from '@sigil/core/networks'
import { type Devnet, startDevnet } from '@sigil/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solana } from './solanaAdapter.js'
import { createTestRegistry, createTestSolanaWallet } from './test/testSolanaWallet.js'

let devnet: Devnet
let client: SigilClient
let network: ReturnType<typeof defineNetwork>
const CONNECTOR = 'wallet-standard:Test Solana Wallet'

const seedOf = (secretKey: string) => decodeBase58(secretKey).subarray(0, 32)

async function lamportsOf(address: string): Promise<bigint> {
  const response = await fetch(devnet.urls.solana, {
    method: 'POST',
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [address] }),
  })
  return BigInt(((await response.json()) as { result: { value: number } }).result.value)
}

beforeAll(async () => {
  devnet = await startDevnet({ chains: [], log: { level: 'silent' } })
  network = defineNetwork({ ...solanaDevnet, rpcUrls: { default: { http: [devnet.urls.solana] } } })
  const wallet = createTestSolanaWallet({ seeds: [seedOf(devnet.solanaKeys[0]!.secretKey)] })
  client = createSigil({
    projectId: 'test',
    networks: [network],
    adapters: [solana({ wallets: createTestRegistry([wallet]), confirm: { intervalMs: 50 } })],
    reconnect: false,
    logLevel: 'fatal',
  })
  await client.ready()
  await client.connect({ connectorId: CONNECTOR, namespace: 'solana' })
})
afterAll(async () => {
  await devnet?.stop()
})

describe('solana adapter on devnet (litesvm)', () => {
  it('reads the SOL balance over getBalance', async () => {
    await client.refreshBalance('solana', { force: true })
    expect(client.getState().accounts.solana).toMatchObject({ balance: '1000', balanceSymbol: 'SOL' })
  })

  it('R-ACCT-14 sends SOL through the Send flow: built, signed by the wallet, sent, confirmed; both balances change', async () => {
    const from = devnet.solanaKeys[0]!.address
    const to = devnet.solanaKeys[1]!.address
    const [fromBefore, toBefore] = [await lamportsOf(from), await lamportsOf(to)]
    const send = createSendController(client)
    send.setToken({
      name: 'Solana',
      symbol: 'SOL',
      decimals: 9,
      caipNetworkId: network.caipNetworkId,
      balance: '1000',
    })
    send.setAmount('1.25')
    await send.setReceiver(to)
    const sent = await send.send()
    expect(send.getState().error).toBeUndefined()
    expect(sent?.status).toBe('success')
    expect(decodeBase58(sent!.hash)).toHaveLength(64)
    expect(await lamportsOf(to)).toBe(toBefore + 1_250_000_000n)
    expect(await lamportsOf(from)).toBe(fromBefore - 1_250_000_000n - 5000n)
  })

  it('refuses, before the wallet is asked, a transfer a new account cannot hold (rent) and one above the balance', async () => {
    const fresh = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'
    await expect(client.sendTransaction({ to: fresh, value: '1000', namespace: 'solana' })).rejects.toThrow(
      /is a new account: it needs at least 0.00089088 SOL/,
    )
    await expect(
      client.sendTransaction({
        to: devnet.solanaKeys[1]!.address,
        value: String(10n ** 15n),
        namespace: 'solana',
      }),
    ).rejects.toThrow('Insufficient funds')
    await expect(client.sendTransaction({ to: '0xabc', value: '1', namespace: 'solana' })).rejects.toThrow(
      'Invalid address',
    )
  })
})
