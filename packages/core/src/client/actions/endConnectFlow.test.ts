import { createTestClient } from '@sigil/test'
import { describe, expect, it } from 'vitest'
import type { SigilEvent } from '../types.js'
import { CONNECT_FLOW_VIEWS } from './endConnectFlow.js'

const evmWallet = { connectorId: 'eip155-wallet', namespace: 'eip155' } as const

/** The modal as a person leaves it after choosing a wallet: Connect → ConnectingExternal. */
async function choosingWallet() {
  const test = createTestClient()
  await test.client.ready()
  await test.client.open()
  test.client.router.push('ConnectingExternal', { connectorId: evmWallet.connectorId })
  return test
}

describe('the connect flow ends on success', () => {
  it('a connect that succeeds while ConnectingExternal shows closes the modal, after CONNECT_SUCCESS', async () => {
    const { client } = await choosingWallet()
    const events: SigilEvent['type'][] = []
    client.onEvent((event) => events.push(event.type))
    await client.connect(evmWallet)
    const state = client.getState()
    expect(state.connection.status.eip155).toBe('connected')
    expect(state.modal.open).toBe(false)
    expect(state.router.view).toBe('Connect')
    expect(events).toEqual(['CONNECT_STARTED', 'CONNECT_SUCCESS', 'MODAL_CLOSE'])
  })

  it('every view of the connect flow closes the same way', async () => {
    for (const view of CONNECT_FLOW_VIEWS) {
      const { client } = createTestClient()
      await client.ready()
      await client.open({ view })
      await client.connect(evmWallet)
      expect({ view, open: client.getState().modal.open }).toEqual({ view, open: false })
    }
  })

  it('a failed connect leaves ConnectingExternal showing the error', async () => {
    const { client, evm } = await choosingWallet()
    evm.behaviour.connect = 'reject'
    await expect(client.connect(evmWallet)).rejects.toMatchObject({ code: 'CONNECTION_REJECTED' })
    const state = client.getState()
    expect(state.modal.open).toBe(true)
    expect(state.router.view).toBe('ConnectingExternal')
    expect(state.connection.lastError?.shortMessage).toBe('Connection rejected')
  })

  it('a wallet on an unconfigured chain leaves UnsupportedChain open instead (R-NET-05)', async () => {
    const { client, evm } = await choosingWallet()
    evm.behaviour.chainId = 999
    await client.connect(evmWallet)
    expect(client.getState().modal.open).toBe(true)
    expect(client.getState().router.view).toBe('UnsupportedChain')
  })

  it('outside the connect flow the modal is left as it is: ProfileWallets, a pending approval', async () => {
    const { client } = createTestClient()
    await client.ready()
    await client.open({ view: 'ProfileWallets' })
    await client.connect(evmWallet)
    expect(client.getState().modal.open).toBe(true)
    expect(client.getState().router.view).toBe('ProfileWallets')

    const approving = createTestClient()
    await approving.client.ready()
    expect(approving.client.requestApproval({ method: 'personal_sign' })).toBe('approval')
    await approving.client.connect(evmWallet)
    expect(approving.client.getState().modal.open).toBe(true)
    expect(approving.client.getState().router.view).toBe('ApproveTransaction')
  })

  it('with the modal closed a connect opens nothing', async () => {
    const { client } = createTestClient()
    await client.ready()
    await client.connect(evmWallet)
    expect(client.getState().modal.open).toBe(false)
  })
})
