import { createFakeAdapter, createTestClient } from '@sigil/test'
import { describe, expect, it } from 'vitest'

describe('embedded-wallet user', () => {
  it('R-EMBED-04 the signed-in email and social identity land on the connected account and leave on disconnect', async () => {
    const adapter = createFakeAdapter()
    const { client } = createTestClient({ adapters: [adapter] })
    await client.ready()
    const connector = client.getConnectors('eip155')[0]!
    await client.connect({ connectorId: connector.id, namespace: 'eip155' })
    const address = client.getAccount('eip155').address!
    // an answer for another account is dropped
    client.setUser('eip155', { address: '0x000000000000000000000000000000000000dEaD', email: 'x@y.co' })
    expect(client.getAccount('eip155').user).toBeUndefined()
    client.setUser('eip155', { address: address.toLowerCase(), email: 'ada@example.com' })
    expect(client.getAccount('eip155').user).toEqual({ email: 'ada@example.com' })
    client.setUser('eip155', { address, email: null, username: 'ada', socialProvider: 'github' })
    expect(client.getAccount('eip155').user).toEqual({ email: null, username: 'ada' })
    expect(client.getAccount('eip155').socialProvider).toBe('github')
    await client.disconnect({ namespace: 'eip155' })
    expect(client.getAccount('eip155').user).toBeUndefined()
    expect(client.getAccount('eip155').socialProvider).toBeUndefined()
  })
})
