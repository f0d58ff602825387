import { createPublicClient, type Hex, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { evm } from './evmAdapter.js'
import { recordingContext, testNetwork } from './test/context.js'
import { FakeWindow, walletInfo } from './test/FakeWindow.js'
import { localWallet } from './test/localWallet.js'
import { type Anvil, freePort, startAnvil } from './test/startAnvil.js'

const CHAIN_ID = 31337
// The first funded account of anvil's well-known test mnemonic (test-only key).
const FUNDED_KEY: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const FUNDED_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('evm() against a local chain', () => {
  let anvil: Anvil

  beforeAll(async () => {
    anvil = await startAnvil(CHAIN_ID)
  })

  afterAll(async () => {
    await anvil?.stop()
  })

  const network = () => testNetwork({ id: CHAIN_ID, rpcUrls: { default: { http: [anvil.url] } } })

  it('R-API-37 reads the native balance over the chain RPC, formatted in whole units', async () => {
    const adapter = evm()
    const balance = await adapter.getBalance({ address: FUNDED_ADDRESS, network: network() })
    expect(balance).toEqual({ balance: '10000', symbol: 'ETH' })
  })

  it('R-API-38 falls back to the next RPC URL when the first endpoint is down', async () => {
    const closed = await freePort()
    const adapter = evm()
    const withDeadFirst = testNetwork({
      id: CHAIN_ID,
      rpcUrls: { default: { http: [`http://127.0.0.1:${closed}`, anvil.url] } },
    })
    const balance = await adapter.getBalance({ address: FUNDED_ADDRESS, network: withDeadFirst })
    expect(balance.symbol).toBe('ETH')
    expect(Number(balance.balance)).toBeGreaterThan(0)
  })

  it('R-EVM-02 sends a transfer through an announced wallet; it is mined and the receiver is paid', async () => {
    const window = new FakeWindow()
    const provider = localWallet(privateKeyToAccount(FUNDED_KEY), anvil.url, CHAIN_ID)
    window.installWallet({ info: walletInfo(), provider })
    const adapter = evm({ window })
    await adapter.setup(recordingContext([network()]).context)
    const receiver = privateKeyToAccount(generatePrivateKey()).address

    const connection = await adapter.connect({ connectorId: 'dev.sigil.test', network: network() })
    expect(connection.chainId).toBe(CHAIN_ID)
    const from = connection.accounts[0]?.address ?? ''
    const hash = await adapter.sendTransaction({
      connectorId: 'dev.sigil.test',
      network: network(),
      from,
      to: receiver,
      value: parseEther('1.5').toString(),
    })

    const chain = createPublicClient({ transport: http(anvil.url) })
    const receipt = await chain.waitForTransactionReceipt({ hash: hash as Hex, pollingInterval: 50 })
    expect(receipt.status).toBe('success')
    expect(await adapter.getBalance({ address: receiver, network: network() })).toEqual({
      balance: '1.5',
      symbol: 'ETH',
    })
  })

  it('R-ACCT-15 waits until a sent transaction is mined and says whether it succeeded or reverted', async () => {
    const adapter = evm()
    const chain = createPublicClient({ transport: http(anvil.url) })
    const send = (params: Record<string, string>) =>
      chain.request({
        method: 'eth_sendTransaction' as never,
        params: [{ from: FUNDED_ADDRESS, ...params }] as never,
      }) as Promise<Hex>
    const paid = await send({ to: privateKeyToAccount(generatePrivateKey()).address, value: '0x1' })
    expect(await adapter.waitForTransaction({ network: network(), hash: paid })).toEqual({
      status: 'success',
    })
    // A contract whose code is one INVALID opcode: every call to it fails in its block.
    const deploy = await send({ data: '0x6001600c60003960016000f3fe' })
    const deployed = await chain.waitForTransactionReceipt({ hash: deploy, pollingInterval: 50 })
    const failing = await send({ to: deployed.contractAddress ?? '', gas: '0x30000' })
    expect(await adapter.waitForTransaction({ network: network(), hash: failing })).toEqual({
      status: 'reverted',
    })
  })
})
