import { createTestClient, testBase, testMainnet } from '@sigil/test'
import { describe, expect, it } from 'vitest'
import { AUTH_CONNECTOR_ID } from '../auth/authConnector.js'
import { accountTypeRefusal, selectAccountTypeSwitch } from './accountTypeSwitch.js'

async function connectedWith(connectorId: string) {
  const test = createTestClient()
  await test.client.ready()
  await test.client.connect({ connectorId, namespace: 'eip155' })
  return test
}

describe('switching the account kind', () => {
  it('R-STATE-30 a smart account needs a network with smart accounts and an eoa now; an eoa is always allowed', async () => {
    const { client } = createTestClient()
    await client.ready()
    const state = () => client.getState()
    expect(accountTypeRefusal(state(), 'eip155', 'eoa')).toBeUndefined()
    client.setPreferredAccountType('eip155', 'eoa')
    expect(accountTypeRefusal(state(), 'eip155', 'smartAccount')).toBe(
      'the network does not support smart accounts',
    )
    client.setSmartAccountNetworks([testBase.caipNetworkId])
    // the active network (mainnet) is not among them
    expect(accountTypeRefusal(state(), 'eip155', 'smartAccount')).toBe(
      'the network does not support smart accounts',
    )
    client.setSmartAccountNetworks([testMainnet.caipNetworkId])
    expect(accountTypeRefusal(state(), 'eip155', 'smartAccount')).toBeUndefined()
    client.setPreferredAccountType('eip155', 'smartAccount')
    expect(accountTypeRefusal(state(), 'eip155', 'smartAccount')).toBe('the current account is not an eoa')
  })

  it('R-STATE-30 the Account view is offered the other kind only for the embedded wallet on a smart-account network', async () => {
    const { client } = await connectedWith(AUTH_CONNECTOR_ID)
    expect(selectAccountTypeSwitch(client.getState(), 'eip155')).toBeUndefined()
    client.setSmartAccountNetworks([testMainnet.caipNetworkId])
    // eip155 starts as smartAccount (R-STATE-32): the way back to the eoa is offered
    expect(selectAccountTypeSwitch(client.getState(), 'eip155')).toBe('eoa')
    client.setPreferredAccountType('eip155', 'eoa')
    expect(selectAccountTypeSwitch(client.getState(), 'eip155')).toBe('smartAccount')
    expect(selectAccountTypeSwitch(client.getState(), 'solana')).toBeUndefined()

    const other = await connectedWith('eip155-wallet')
    other.client.setSmartAccountNetworks([testMainnet.caipNetworkId])
    expect(selectAccountTypeSwitch(other.client.getState(), 'eip155')).toBeUndefined()
  })

  it('R-EMBED-04 the secure site report of the kind and deployment lands on the account it describes only', async () => {
    const { client } = await connectedWith(AUTH_CONNECTOR_ID)
    const address = client.getAccount('eip155').address!
    client.setUser('eip155', {
      address,
      email: 'ada@example.com',
      preferredAccountType: 'eoa',
      smartAccountDeployed: true,
    })
    expect(client.getAccount('eip155')).toMatchObject({
      preferredAccountType: 'eoa',
      smartAccountDeployed: true,
    })
    client.setUser('eip155', {
      address: '0x9999999999999999999999999999999999999999',
      preferredAccountType: 'smartAccount',
    })
    expect(client.getAccount('eip155').preferredAccountType).toBe('eoa')
  })
})
