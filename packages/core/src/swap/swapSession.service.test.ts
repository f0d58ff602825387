import { devnetBlockchainClient, devnetNetwork, useDevnet } from '@sigil/test/devnet'
import { createPublicClient, erc20Abi, type Hex, http, parseEther, parseUnits } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import type { CaipNetwork } from '../caip/types.js'
import { createSigil } from '../client/createSigil.js'
import type { SigilClient } from '../client/types.js'
import type { BlockchainClient } from '../services/blockchain/createBlockchainClient.js'
import { createSwapSession, type SwapSession } from './createSwapSession.js'
import { localAccountAdapter } from './test/localAccountAdapter.js'
import { untilState } from './test/untilState.js'

const { devnet, admin } = useDevnet()
let network: CaipNetwork
let blockchain: BlockchainClient

beforeAll(() => {
  network = devnetNetwork(devnet.chains[0]!, { blockTime: 250 })
  blockchain = devnetBlockchainClient(devnet)
})

/** A client connected with a local account of the devnet mnemonic, swaps offered on `networks`. */
async function connectedClient(addressIndex: number, networks: CaipNetwork[] = [network]) {
  const adapter = localAccountAdapter({ mnemonic: devnet.mnemonic, addressIndex })
  const client: SigilClient = createSigil({
    projectId: devnet.projectId,
    networks,
    adapters: [adapter],
    reconnect: false,
    swapChainIds: networks.map((entry) => Number(entry.id)),
    logSink: () => undefined,
  })
  await client.ready()
  await client.connect({ connectorId: 'local', namespace: 'eip155' })
  const chain = createPublicClient({ transport: http(devnet.urls.rpc[Number(network.id)]) })
  const dusdAddress = devnet.contracts[Number(network.id)]!.erc20 as Hex
  return {
    client,
    adapter,
    ether: () => chain.getBalance({ address: adapter.address }),
    dusd: () =>
      chain.readContract({
        address: dusdAddress,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [adapter.address],
      }),
    /** What the given sent transactions paid in gas, read from their receipts. */
    async feesOf(sent: readonly { hash: Hex }[]) {
      let paid = 0n
      for (const { hash } of sent) {
        const receipt = await chain.getTransactionReceipt({ hash })
        paid += receipt.gasUsed * receipt.effectiveGasPrice
      }
      return paid
    },
  }
}

const quoted = (session: SwapSession) =>
  untilState(session, (state) => state.quote.status === 'ready' || state.quote.status === 'error')

describe('Swap on devnet, through the swap session', () => {
  it('R-ACCT-04 ETH → dUSD: quote, one wallet request, mined, the received dUSD is on chain and in the refreshed balances', async () => {
    const { client, adapter, dusd } = await connectedClient(5)
    const session = createSwapSession({ client, service: blockchain })
    await session.load()
    expect(session.getState()).toMatchObject({
      status: 'ready',
      from: { symbol: 'ETH' },
      to: { symbol: 'dUSD' },
    })
    expect(session.getState().from?.balance).toBe(parseEther('10000'))
    session.setAmount('0.5')
    const { quote } = await quoted(session)
    if (quote.status !== 'ready') throw new Error(`no quote: ${JSON.stringify(quote)}`)
    expect(quote.details.needsApproval).toBe(false)
    // 0.5 ETH at 3000 dUSD less the desk's 0.3% fee.
    expect(quote.details.toAmount).toBe(parseUnits('1495.5', 6))

    await session.submit()
    const { step, to } = session.getState()
    expect(step).toMatchObject({ name: 'done', sold: parseEther('0.5'), received: parseUnits('1495.5', 6) })
    expect(adapter.sent).toHaveLength(1)
    expect(await dusd()).toBe(parseUnits('1495.5', 6))
    expect(to?.balance).toBe(parseUnits('1495.5', 6))
    expect(Number(client.getAccount('eip155').balance)).toBeLessThan(9999.5)
    client.destroy()
  })

  it('R-ACCT-04 dUSD → ETH: the allowance is short, so an approval is signed and mined first, then the swap', async () => {
    const { client, adapter, dusd, ether, feesOf } = await connectedClient(6)
    const setup = createSwapSession({
      client,
      service: blockchain,
      initial: { from: 'ETH', to: 'dUSD', amount: '1' },
    })
    await setup.load()
    await quoted(setup)
    await setup.submit()
    expect(setup.getState().step.name).toBe('done')
    const dusdBefore = await dusd()

    const session = createSwapSession({ client, service: blockchain, initial: { from: 'dUSD', to: 'ETH' } })
    await session.load()
    session.setAmount('1000')
    const { quote } = await quoted(session)
    if (quote.status !== 'ready') throw new Error(`no quote: ${JSON.stringify(quote)}`)
    expect(quote.details.needsApproval).toBe(true)
    const phases: string[] = []
    session.subscribe(() => {
      const { step } = session.getState()
      const name = step.name === 'running' ? `${step.stage}/${step.phase}` : step.name
      if (phases.at(-1) !== name) phases.push(name)
    })
    const etherBefore = await ether()
    await session.submit()
    expect(phases).toEqual([
      'approve/preparing',
      'approve/wallet',
      'approve/pending',
      'swap/preparing',
      'swap/wallet',
      'swap/pending',
      'done',
    ])
    expect(adapter.sent).toHaveLength(3)
    expect(await dusd()).toBe(dusdBefore - parseUnits('1000', 6))
    // What arrived is the quote to the wei; the approval and the swap paid their gas.
    const fees = await feesOf(adapter.sent.slice(1))
    expect(await ether()).toBe(etherBefore + quote.details.toAmount - fees)
    expect(session.getState().from?.balance).toBe(dusdBefore - parseUnits('1000', 6))
    client.destroy()
  })

  it('R-ACCT-24 R-ERR-10 a network in the swap list that the service does not support: Network not supported for Swaps, no convert request', async () => {
    const unserved: CaipNetwork = { ...network, id: 1, caipNetworkId: 'eip155:1', name: 'Ethereum' }
    const { client } = await connectedClient(7, [unserved])
    await admin.clearRequests()
    const session = createSwapSession({ client, service: blockchain })
    await session.load()
    expect(session.getState()).toMatchObject({
      status: 'unavailable',
      problem: { code: 'sigilError', errorCode: 'SWAPS_NETWORK_NOT_SUPPORTED' },
    })
    const paths = (await admin.requests('blockchain')).map((request) => request.path)
    expect(paths.filter((path) => path.includes('/convert/'))).toEqual([])
    client.destroy()
  })
})
