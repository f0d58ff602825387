import { createInternalSigil } from '@sigil/core/internal'
import { mainnet } from '@sigil/core/networks'
import { describe, expect, it } from 'vitest'
import { createServiceClients } from './createServiceClients.js'

describe('service clients', () => {
  it("the registry's image object URLs are revoked when the client is destroyed (and only once)", async () => {
    const client = createInternalSigil({
      projectId: 'test',
      networks: [mainnet],
      adapters: [],
      services: { registryUrl: 'http://127.0.0.1:9/registry' },
    })
    const services = createServiceClients(client)
    const registry = await services.registry!()
    let cleared = 0
    registry.clearImages = () => {
      cleared += 1
    }
    expect(cleared).toBe(0)
    client.destroy()
    await Promise.resolve()
    await Promise.resolve()
    expect(cleared).toBe(1)
    client.destroy()
    await Promise.resolve()
    expect(cleared).toBe(1)
  })
})
