import { createTestClient } from '@sigil/test'
import { describe, expect, it } from 'vitest'

describe('remote features in the client', () => {
  it('R-API-03 loaded remote features replace local ones, with a warning naming them', async () => {
    const { client, log } = createTestClient({
      features: { swaps: false, email: false, activity: false },
      // activity is absent: the dashboard left it to the app (config null), so the local value stays
      fetchRemoteConfig: async () => ({ features: { swaps: true, multiWallet: true, email: true } }),
    })
    await client.ready()
    expect(client.getState().features).toMatchObject({
      swaps: true,
      multiWallet: true,
      email: true,
      activity: false,
      remoteLoaded: true,
    })
    expect(log.records.some((r) => r.level === 'warn' && /ignored: email, swaps/.test(r.message))).toBe(true)
  })

  it('R-API-04 a failed fetch keeps local settings and defaults', async () => {
    const { client, log } = createTestClient({
      features: { swaps: false },
      fetchRemoteConfig: async () => {
        throw new Error('500')
      },
    })
    await client.ready()
    expect(client.getState().features).toMatchObject({ swaps: false, send: true, remoteLoaded: false })
    expect(log.records.some((r) => r.level === 'warn' && r.message.includes('project configuration'))).toBe(
      true,
    )
  })
})
