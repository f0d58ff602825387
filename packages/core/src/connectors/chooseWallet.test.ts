import { createTestClient, flushPromises, testBase } from '@sigil/test'
import { describe, expect, it } from 'vitest'
import { testConnector } from '../test/connectors.js'
import { chooseWallet } from './chooseWallet.js'
import { groupConnectors } from './groupConnectors.js'

describe('a wallet in several namespaces', () => {
  it('is one Connect entry that holds one connector per namespace', () => {
    const groups = groupConnectors({
      connectors: [
        testConnector('io.multi', 'ANNOUNCED', { name: 'Multi', rdns: 'io.multi' }),
        testConnector('wallet-standard:Multi', 'ANNOUNCED', { name: 'Multi', chain: 'solana' }),
        testConnector('wallet-standard:SolOnly', 'ANNOUNCED', { name: 'SolOnly', chain: 'solana' }),
      ],
    })
    const wallets = groups.flatMap((g) => g.wallets)
    expect(wallets.map((w) => w.name)).toEqual(['Multi', 'SolOnly'])
    expect(wallets[0]?.connectors?.map((c) => `${c.chain}:${c.id}`)).toEqual([
      'eip155:io.multi',
      'solana:wallet-standard:Multi',
    ])
    expect(wallets[1]?.connectors?.map((c) => c.chain)).toEqual(['solana'])
  })

  it('connects every namespace it offers, the active one first, and stays on the network the person was on', async () => {
    const { client, evm, solana } = createTestClient()
    await client.ready()
    const [entry] = groupConnectors({ connectors: client.getState().connectors.list }).flatMap(
      (g) => g.wallets,
    )
    expect(entry?.connectors).toHaveLength(2)
    const activeBefore = client.getState().chain.activeNetwork?.caipNetworkId
    await chooseWallet(client, entry!.connectors!)
    await flushPromises()
    const state = client.getState()
    expect(state.connection.status).toMatchObject({ eip155: 'connected', solana: 'connected' })
    expect(evm.callsOf('connect')).toHaveLength(1)
    expect(solana.callsOf('connect')).toHaveLength(1)
    expect(state.chain.activeNetwork?.caipNetworkId).toBe(activeBefore)
  })

  it('a refusal in the second namespace leaves the first connected and says why', async () => {
    const { client, solana } = createTestClient()
    await client.ready()
    solana.behaviour.connect = 'reject'
    const [entry] = groupConnectors({ connectors: client.getState().connectors.list }).flatMap(
      (g) => g.wallets,
    )
    await chooseWallet(client, entry!.connectors!)
    const state = client.getState()
    expect(state.connection.status).toMatchObject({ eip155: 'connected', solana: 'disconnected' })
    expect(state.connection.lastError?.shortMessage).toBe('Connection rejected')
  })

  it('R-STATE-16 the person moving to another network while the other namespaces connect stays there, and a reload comes back to that namespace', async () => {
    const { client, solana, storage } = createTestClient()
    await client.ready()
    // The Solana wallet answers only when the test says so.
    let answer: () => void = () => {}
    const answered = new Promise<void>((resolve) => {
      answer = resolve
    })
    const connectSolana = solana.connect.bind(solana)
    solana.connect = async (parameters) => {
      await answered
      return connectSolana(parameters)
    }
    const [entry] = groupConnectors({ connectors: client.getState().connectors.list }).flatMap(
      (g) => g.wallets,
    )
    const choosing = chooseWallet(client, entry!.connectors!)
    await flushPromises()
    expect(client.getState().connection.status).toMatchObject({ eip155: 'connected', solana: 'connecting' })
    await client.switchNetwork(testBase)
    answer()
    await choosing
    expect(client.getState().connection.status).toMatchObject({ eip155: 'connected', solana: 'connected' })
    expect(client.getState().chain.activeNetwork?.caipNetworkId).toBe(testBase.caipNetworkId)
    const reloaded = createTestClient({ storage }).client
    await reloaded.ready()
    // (A fresh fake wallet starts on chain 1 again, so only the namespace is compared.)
    expect(reloaded.getState().chain.activeNamespace).toBe('eip155')
  })
})
