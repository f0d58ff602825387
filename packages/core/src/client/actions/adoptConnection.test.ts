import { createTestClient } from '@sigil/test'
import { describe, expect, it } from 'vitest'
import type { AdapterConnection } from '../../adapter.js'
import type { SigilEvent } from '../types.js'

const OUTSIDE = '0x2222222222222222222222222222222222222222'
const outside = (connectorId: string, chainId = 8453): AdapterConnection => ({
  connectorId,
  accounts: [{ namespace: 'eip155', address: OUTSIDE, type: 'eoa' }],
  chainId,
})

describe('a connection made outside connect (adapter connect event)', () => {
  it('R-STATE-15 R-STATE-17 makes the namespace connected with that connector, account and network', async () => {
    const { client, evm, storage } = createTestClient()
    await client.ready()
    const events: SigilEvent['type'][] = []
    client.onEvent((event) => events.push(event.type))
    client.open()
    evm.emit({ type: 'connect', connection: outside('eip155-wallet') })
    const state = client.getState()
    expect(state.connection.status.eip155).toBe('connected')
    expect(state.connection.activeConnectorId.eip155).toBe('eip155-wallet')
    expect(client.getAccount('eip155')).toMatchObject({
      address: OUTSIDE,
      caipAddress: `eip155:8453:${OUTSIDE}`,
    })
    expect(state.chain.activeNetwork?.caipNetworkId).toBe('eip155:8453')
    expect(storage.getItem('sigil:connection:eip155')).toContain('eip155-wallet')
    expect(events).toContain('CONNECT_SUCCESS')
    // the person was choosing a wallet; now the page shows the account
    expect(state.modal.open).toBe(false)
    expect(evm.callsOf('connect')).toHaveLength(0)
  })

  it('R-STATE-22 another connector taking over becomes the active one', async () => {
    const { client, evm } = createTestClient()
    await client.ready()
    await client.connect({ connectorId: 'eip155-wallet', namespace: 'eip155' })
    evm.emit({ type: 'connect', connection: outside('other-wallet') })
    expect(client.getState().connection.activeConnectorId.eip155).toBe('other-wallet')
    expect(client.getAccount('eip155').address).toBe(OUTSIDE)
  })

  it("is left to the client's own connect while that runs, and ignored for the connector already active", async () => {
    const { client, evm } = createTestClient()
    await client.ready()
    evm.behaviour.connect = 'hang'
    void client.connect({ connectorId: 'eip155-wallet', namespace: 'eip155' })
    evm.emit({ type: 'connect', connection: outside('eip155-wallet') })
    expect(client.getState().connection.status.eip155).toBe('connecting')
    expect(client.getAccount('eip155').address).toBeUndefined()

    const second = createTestClient()
    await second.client.ready()
    await second.client.connect({ connectorId: 'eip155-wallet', namespace: 'eip155' })
    const events: SigilEvent['type'][] = []
    second.client.onEvent((event) => events.push(event.type))
    second.evm.emit({ type: 'connect', connection: outside('eip155-wallet') })
    expect(events).toEqual([])
    expect(second.client.getAccount('eip155').address).toBe('0x1111111111111111111111111111111111111111')
  })
})
