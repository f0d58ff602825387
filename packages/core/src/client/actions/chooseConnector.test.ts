import { createTestClient } from '@sigil/test'
import { describe, expect, it } from 'vitest'
import { isSigilError } from '../../errors/SigilError.js'

const evmWallet = { connectorId: 'eip155-wallet', namespace: 'eip155' } as const

describe('chooseConnector', () => {
  it('pushes ConnectingExternal and asks the wallet in the same call, before any view has rendered', async () => {
    const { client, evm } = createTestClient()
    await client.ready()
    await client.open()
    evm.behaviour.connect = 'hang'
    const choosing = client.chooseConnector(evmWallet)
    expect(client.getState().router.view).toBe('ConnectingExternal')
    expect(client.getState().router.data).toEqual({ connectorId: 'eip155-wallet', namespace: 'eip155' })
    expect(evm.callsOf('connect')).toHaveLength(1)
    expect(client.getState().connection.status.eip155).toBe('connecting')
    void choosing.catch(() => undefined)
  })

  it('R-ERR-12 a rejection stays on ConnectingExternal with the error, and a retry connects', async () => {
    const { client, evm } = createTestClient()
    await client.ready()
    await client.open()
    evm.behaviour.connect = 'reject'
    await expect(client.chooseConnector(evmWallet)).rejects.toMatchObject({ code: 'CONNECTION_REJECTED' })
    expect(client.getState().router.view).toBe('ConnectingExternal')
    expect(client.getState().connection.lastError?.shortMessage).toBe('Connection rejected')
  })

  it('an unknown connector is refused and the router does not move', async () => {
    const { client } = createTestClient()
    await client.ready()
    await client.open()
    let caught: unknown
    await client.chooseConnector({ connectorId: 'nope', namespace: 'eip155' }).catch((error) => {
      caught = error
    })
    expect(isSigilError(caught) && caught.code).toBe('FAILED_TO_CONNECT')
    expect(client.getState().router.view).toBe('Connect')
  })
})
